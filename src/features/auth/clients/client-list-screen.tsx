import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '@/api/gen/model';
import { clientAccessEndedHere, getSessionSnapshot, useCurrentUser } from '@/app/session';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { clientsQuery } from '../loader';
import styles from '../shared/auth.module.css';
import { AuthLayout } from '../shared/auth-layout';
import type { Notice } from '../shared/messages';
import { NoticeText } from '../shared/notice-text';
import { plannerCredentials } from '../shared/planner-credentials';
import { useSignIn } from '../shared/use-sign-in';
import { ClientConfirmDialog } from './client-confirm-dialog';
import listStyles from './client-list.module.css';
import { ClientTable } from './client-table';
import { sortClients } from './clients';

const ACCESS_ENDED: Notice = { tone: 'info', key: 'auth:clients.accessEnded' };
const NOT_IN_BOOK: Notice = { tone: 'error', key: 'auth:clients.notInBook' };

interface ClientListProps {
  plannerCode?: string | undefined;
}

/**
 * /clientes: the planner's own screen (the route's loader has brought a planner who was inside a
 * client's account back to their own session).
 */
export function ClientListScreen({ plannerCode }: ClientListProps) {
  const list = useSuspenseQuery(clientsQuery(plannerCode)).data;
  return <ClientListView plannerCode={plannerCode} list={list} />;
}

/** The route's pending view: the search and the way back over a skeleton. */
export function ClientListPending({ plannerCode }: ClientListProps) {
  return <ClientListView plannerCode={plannerCode} list={undefined} />;
}

function ClientListView({ plannerCode, list }: ClientListProps & { list: Client[] | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const planner = useCurrentUser();
  const signIn = useSignIn();
  const [search, setSearch] = useState(plannerCode ?? '');
  // Whether the password is asked is settled when the dialog opens: a successful confirm keeps the
  // password before the next screen takes over, and the field must not vanish under the person.
  const [chosen, setChosen] = useState<{ client: Client; needsPassword: boolean } | null>(null);
  const clients = useMemo(() => list && sortClients(list), [list]);
  const queryClient = useQueryClient();
  // A client who took the planner's access away while he acted for her (audit AG3).
  const [accessEnded] = useState(clientAccessEndedHere);
  // From 'Confirmar' until the entry is made or the list is read again after a refusal; the client
  // refused, whose absence from that list says why.
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const leftTheBook =
    chosen !== null && refused === chosen.client._id && !clients?.some(({ _id }) => _id === refused);

  async function confirm(password: string | null) {
    if (!chosen) return;
    const { _id } = chosen.client;
    const typed = password !== null && planner ? { email: planner.email, password } : undefined;
    setConfirming(true);
    try {
      await signIn.signInAsClient(_id, typed);
      if (getSessionSnapshot().session?.id === _id) return;
      // Refused: a client who removed the planner (or left) is still listed from before, and the
      // login's 403 text would have the planner retype a password that is right (audit AG5). The
      // list read again tells which refusal it was, and lets her go.
      await queryClient.refetchQueries({ queryKey: clientsQuery(plannerCode).queryKey, exact: true });
      setRefused(_id);
    } finally {
      setConfirming(false);
    }
  }

  return (
    <AuthLayout title={t('auth:clients.title')} wide>
      {accessEnded ? <NoticeText notice={ACCESS_ENDED} /> : null}
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
      {clients === undefined ? (
        <Skeleton count={3} />
      ) : clients.length === 0 ? (
        <EmptyState title={t('auth:clients.empty')} />
      ) : (
        <ClientTable
          clients={clients}
          onChoose={(client) => {
            signIn.clearNotice();
            setRefused(null);
            setChosen({ client, needsPassword: plannerCredentials() === null });
          }}
        />
      )}
      <ClientConfirmDialog
        client={chosen?.client ?? null}
        onConfirm={(password) => void confirm(password)}
        onClose={() => setChosen(null)}
        pending={signIn.pending || confirming}
        notice={leftTheBook ? NOT_IN_BOOK : confirming ? null : signIn.notice}
        closedToEntry={leftTheBook}
        needsPassword={chosen?.needsPassword ?? false}
      />
    </AuthLayout>
  );
}
