import { useState } from 'react';
import { authenticateUser } from '@/api/gen/calls/users';
import type { Client, LoginRequest, LoginResponse } from '@/api/gen/model';
import { usePageNavigation } from '@/app/page-navigation';
import { getSessionSnapshot, rememberPlannerLogin, startSession } from '@/app/session/session-store';
import { sortClients } from '../clients/clients';
import { hasPendingActivation } from '../company/pending-activation';
import { answerOf, loginNotice, type Notice } from './messages';
import { type Credentials, plannerCredentials, rememberPlannerCredentials } from './planner-credentials';

/**
 * Login, planner client choice and 'continuar com sua conta', shared by /login, /wl/login and
 * /clientes. A planner's first answer lists the clients; the chosen one is a second login with clientId.
 * It runs without the router and React Query, as /login's first visit does (decision 427).
 */
export type SignIn = ReturnType<typeof useSignIn>;

export function useSignIn() {
  const { navigate } = usePageNavigation();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [clients, setClients] = useState<Client[] | null>(null);

  async function authenticate(body: LoginRequest): Promise<LoginResponse | null> {
    setNotice(null);
    try {
      const response = await authenticateUser(body);
      return response.status === 200 ? response.data.data : null;
    } catch (failure) {
      setNotice(loginNotice(answerOf(failure)));
      return null;
    }
  }

  /** Busy from the call until the next screen has taken over (on /login's first visit, the app loads). */
  function whileBusy<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
    return async (...args: A): Promise<R> => {
      setPending(true);
      try {
        return await action(...args);
      } finally {
        setPending(false);
      }
    };
  }

  async function enter(login: Pick<LoginResponse, 'accessToken' | 'id' | 'image'>): Promise<void> {
    startSession(login);
    // A company activation link opened before the login is finished first.
    await navigate(hasPendingActivation() ? '/empresas/activation' : '/painel');
  }

  /** The guards send a planner without this stored login back to /login. */
  function rememberPlanner(login: LoginResponse, credentials: Credentials): Client[] {
    const sorted = sortClients(login.clients ?? []);
    rememberPlannerLogin({
      token: login.accessToken,
      id: login.id,
      image: login.image ?? null,
      clients: sorted.map(({ _id, name, email }) => ({ _id, name, email })),
    });
    rememberPlannerCredentials(credentials);
    return sorted;
  }

  async function signIn(credentials: Credentials): Promise<void> {
    const login = await authenticate(credentials);
    if (!login) return;
    if (login.isPlanner) {
      const sorted = rememberPlanner(login, credentials);
      if (sorted.length > 0) {
        setClients(sorted);
        return;
      }
    }
    await enter(login);
  }

  /**
   * Signs in for a client with the planner's credentials from this visit, or with `typed` when the
   * planner had to type the password again (after a reload). False when neither is at hand.
   */
  async function signInAsClient(clientId: string, typed?: Credentials): Promise<boolean> {
    const credentials = typed ?? plannerCredentials();
    if (!credentials) return false;
    // A partner's link straight into a client (/wl/login?clientId=) comes with no planner login
    // yet: without it the shell would not know a planner acts (calendar shown, no way back to
    // /clientes), so the planner's own login comes first.
    if (!getSessionSnapshot().plannerLogin) {
      const own = await authenticate(credentials);
      if (!own) return true;
      if (own.isPlanner) rememberPlanner(own, credentials);
    }
    const login = await authenticate({ ...credentials, clientId });
    if (!login) return true;
    rememberPlannerCredentials(credentials);
    await enter(login);
    return true;
  }

  async function continueAsPlanner(): Promise<void> {
    const planner = getSessionSnapshot().plannerLogin;
    if (planner)
      await enter({ accessToken: planner.token, id: planner.id, image: planner.image ?? undefined });
    else await navigate('/login');
  }

  return {
    signIn: whileBusy(signIn),
    signInAsClient: whileBusy(signInAsClient),
    continueAsPlanner: whileBusy(continueAsPlanner),
    notice,
    clearNotice: () => setNotice(null),
    clients,
    pending,
  };
}
