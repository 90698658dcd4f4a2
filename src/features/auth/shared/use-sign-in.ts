import { useState } from 'react';
import { authenticateUser, listPlannerClients } from '@/api/gen/calls/users';
import type { Client, LoginRequest, LoginResponse } from '@/api/gen/model';
import { returnPath } from '@/app/guards';
import { type AppPath, usePageNavigation } from '@/app/page-navigation';
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

/**
 * `returnTo`: the page a guard sent the person to /login from (its `redirect`), entered after the
 * sign-in instead of the dashboard when it is a page of this app (audit AH6).
 */
export function useSignIn({ returnTo }: { returnTo?: string | undefined } = {}) {
  const { navigate } = usePageNavigation();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [clients, setClients] = useState<Client[] | null>(null);

  /** The login's answer, or why it failed (as the login view says it). */
  async function attempt(
    body: LoginRequest,
  ): Promise<{ login: LoginResponse | null; refusal: Notice | null; status?: number }> {
    try {
      const response = await authenticateUser(body);
      return { login: response.status === 200 ? response.data.data : null, refusal: null };
    } catch (failure) {
      const answer = answerOf(failure);
      return { login: null, refusal: loginNotice(answer), status: answer.status };
    }
  }

  async function authenticate(body: LoginRequest): Promise<LoginResponse | null> {
    setNotice(null);
    const { login, refusal } = await attempt(body);
    setNotice(refusal);
    return login;
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
    // A company activation link opened before the login is finished first; then the page asked for.
    const asked = returnPath(returnTo);
    await navigate(
      hasPendingActivation() ? '/empresas/activation' : ((asked as AppPath | null) ?? '/painel'),
    );
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
   * A client the planner could not enter may have left the book since the list was read (she removed
   * the planner or deleted her account, decision 048): the list is read again with the planner's own
   * token (no session has started yet), and when she is gone it loses her and says why instead of the
   * wrong-password text (audit AG5).
   */
  async function goneFromTheBook(clientId: string): Promise<Notice | null> {
    const planner = getSessionSnapshot().plannerLogin;
    if (!planner) return null;
    const answer = await listPlannerClients(undefined, {
      headers: { Authorization: `Bearer ${planner.token}` },
    }).catch(() => null);
    const fresh = answer?.status === 200 ? answer.data.data.items : null;
    if (!fresh || fresh.some(({ _id }) => _id === clientId)) return null;
    setClients(sortClients(fresh));
    return { tone: 'error', key: 'auth:clients.notInBook' };
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
    setNotice(null);
    const { login, refusal, status } = await attempt({ ...credentials, clientId });
    if (!login) {
      // The login's own client step (its list is this hook's): said once, after the list is read
      // again, never the wrong-password text first. /clientes reads its own list (decision 051).
      const gone = status === 403 && clients !== null ? await goneFromTheBook(clientId) : null;
      setNotice(gone ?? refusal);
      return true;
    }
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
