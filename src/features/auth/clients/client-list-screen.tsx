import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '@/api/gen/model';
import { plannerClientsQuery } from '@/api/queries';
import { startSession, useCurrentUser, useSession } from '@/app/session';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import styles from '../shared/auth.module.css';
import { AuthLayout } from '../shared/auth-layout';
import { plannerCredentials } from '../shared/planner-credentials';
import { useSignIn } from '../shared/use-sign-in';
import { ClientConfirmDialog } from './client-confirm-dialog';
import listStyles from './client-list.module.css';
import { ClientTable } from './client-table';
import { sortClients } from './clients';

/**
 * /clientes: the planner's own screen. A planner who was inside a client's account comes back to
 * their own session here, since only the planner may list clients.
 */
export function ClientListScreen({ plannerCode }: { plannerCode?: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, plannerLogin } = useSession();
  const planner = useCurrentUser();
  const signIn = useSignIn();
  const [search, setSearch] = useState(plannerCode ?? '');
  const [chosen, setChosen] = useState<Client | null>(null);
  const asPlanner = plannerLogin !== null && session?.id === plannerLogin.id;

  // Only on arrival: once a client is chosen, the session becomes the client's on purpose.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    if (plannerLogin && !asPlanner) {
      startSession({
        accessToken: plannerLogin.token,
        id: plannerLogin.id,
        image: plannerLogin.image ?? undefined,
      });
    }
  }, [plannerLogin, asPlanner]);

  const query = useQuery({
    ...plannerClientsQuery(plannerCode ? { plannerCode } : undefined),
    enabled: asPlanner || plannerLogin === null,
  });
  const clients = useMemo(() => sortClients(query.data ?? []), [query.data]);

  async function confirm(password: string | null) {
    if (!chosen) return;
    const typed = password !== null && planner ? { email: planner.email, password } : undefined;
    await signIn.signInAsClient(chosen._id, typed);
  }

  return (
    <AuthLayout title={t('auth:clients.title')} wide>
      <form
        className={listStyles.search}
        onSubmit={(event) => {
          event.preventDefault();
          void navigate({ to: '/clientes', search: { plannerCode: search.trim() || undefined } });
        }}
      >
        <TextField label={t('auth:clients.search')} value={search} onChange={setSearch} />
        <Button type="submit" variant="secondary">
          {t('auth:clients.searchSubmit')}
        </Button>
      </form>
      <div className={styles.row}>
        <Button variant="ghost" onClick={() => void signIn.continueAsPlanner()}>
          {t('auth:clients.ownAccount')}
        </Button>
      </div>
      {query.isPending ? (
        <Skeleton count={3} />
      ) : query.isError ? (
        <p className={styles.error} role="alert">
          {t('auth:clients.loadError')}
        </p>
      ) : clients.length === 0 ? (
        <EmptyState title={t('auth:clients.empty')} />
      ) : (
        <ClientTable
          clients={clients}
          onChoose={(client) => {
            signIn.clearNotice();
            setChosen(client);
          }}
        />
      )}
      <ClientConfirmDialog
        client={chosen}
        onConfirm={(password) => void confirm(password)}
        onClose={() => setChosen(null)}
        pending={signIn.pending}
        notice={signIn.notice}
        needsPassword={plannerCredentials() === null}
      />
    </AuthLayout>
  );
}
