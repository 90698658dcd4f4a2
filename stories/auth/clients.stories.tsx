import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useSearch } from '@tanstack/react-router';
import { http } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { buildBrand } from '@/app/brand';
import { createQueryClient } from '@/app/query-client';
import { loadSessionUser } from '@/app/session/current-user';
import {
  endSession,
  getSessionSnapshot,
  readRefused,
  rememberPlannerLogin,
  startSession,
} from '@/app/session/session-store';
import { getUiState, resetUiState } from '@/app/ui-store';
import { ClientListPending, ClientListScreen } from '@/features/auth';
import { loadClients } from '@/features/auth/loader';
import {
  forgetPlannerCredentials,
  rememberPlannerCredentials,
} from '@/features/auth/shared/planner-credentials';
import { LoadErrorScreen } from '@/features/shell';
import { Route as clientsRoute } from '@/routes/clientes';
import { createFakeClient, createFakeUser } from '@/testing';
import { apiError, collection, envelope, neverAnswer } from '@/testing/msw';
import { API, loginAnswer, plannerClients, recordBodies, refreshSession } from './support';

const plannerLogin = JSON.stringify({
  token: 'token-planner',
  id: 'planner-marcos',
  image: null,
  clients: [],
});
const planner = createFakeUser({
  _id: 'planner-marcos',
  name: 'Marcos Planejador',
  email: 'marcos@exemplo.com',
});

const codeOf = (search: { plannerCode?: unknown }) =>
  typeof search.plannerCode === 'string' ? search.plannerCode : undefined;

function Pending() {
  return <ClientListPending plannerCode={codeOf(useSearch({ strict: false }))} />;
}

/** /clientes as its route mounts it: the loader, the pending view and the error view. */
const clientsPage = {
  path: '/clientes',
  loader: (queryClient: Parameters<typeof loadClients>[0], search: { plannerCode?: unknown }) =>
    loadClients(queryClient, codeOf(search)),
  pending: Pending,
  error: (props: ErrorComponentProps) => <LoadErrorScreen {...props} message="auth:clients.loadError" />,
};

const meta = {
  title: 'Acesso/Clientes do planejador',
  component: ClientListScreen,
  parameters: {
    layout: 'fullscreen',
    page: clientsPage,
    localStorage: { token: 'token-planner', id: 'planner-marcos', plannerLogin },
  },
  beforeEach({ msw }) {
    refreshSession();
    forgetPlannerCredentials();
    // /users/clients before /users/:id, which would match it too.
    msw.use(
      http.get(API.clients, () => collection(plannerClients)),
      http.get(API.user, () => envelope(planner)),
    );
  },
} satisfies Meta<typeof ClientListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer(API.clients));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Carregando…' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(API.clients, () => collection([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhum cliente encontrado.')).toBeVisible();
  },
};

export const LoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(API.clients, () => apiError(403, 'Permission denied!')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os clientes.',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Nome', 'Email', 'Código', 'Progresso']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('rowheader')[0]?.textContent)).toEqual([
      'Ana Paula Souza',
      'Bruno Lima',
      'Otávio Ramos',
    ]);
    // Ana has no planner code: dashes.
    await expect(within(rows[0] as HTMLElement).getByText('—')).toBeVisible();
    // Under plan, exactly at plan, over plan: red from 100%.
    const fills = rows.map((row) => within(row).getByTestId('progress-fill').closest('[data-over]'));
    await expect(fills.map((fill) => fill?.getAttribute('data-over'))).toEqual(['false', 'true', 'true']);
    await expect(within(rows[2] as HTMLElement).getByText('109%')).toBeVisible();
  },
};

/**
 * One client's 200-letter name with no space (a valid name) wraps in its own cell: every client's
 * 'Progresso' stays in view beside it at a desktop's width (audit AG2).
 */
export const LongNameWrapsInItsCell: Story = {
  beforeEach({ msw }) {
    const long = createFakeClient({
      _id: 'client-long',
      name: 'Maximiliana'.repeat(18),
      email: `${'muito'.repeat(12)}@exemplo.com.br`,
      financeStatus: { spended: 120, planned: 400 },
    });
    msw.use(http.get(API.clients, () => collection([long, ...plannerClients])));
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    const scroller = canvas.getByRole('region', { name: 'Lista de clientes' });
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(
      scroller.getBoundingClientRect().width + 1,
    );
    for (const bar of within(table).getAllByText(/%$/)) {
      const box = bar.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(scroller.getBoundingClientRect().right + 1);
    }
    await expect(within(table).getByText('30%')).toBeVisible();
  },
};

/**
 * A client with nothing planned for the month: no percentage, no red bar, but an empty bar that says
 * there is no planning; a client with a plan keeps spent against planned (audit U7, spec 1).
 */
export const ClientWithoutPlanning: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(API.clients, () =>
        collection([
          createFakeClient({
            _id: 'client-joao',
            name: 'João Pereira Lima',
            email: 'joao.lima@exemplo.com',
            financeStatus: { spended: 3652.67, planned: 0 },
          }),
          createFakeClient({
            _id: 'client-ana',
            name: 'Ana Paula Souza',
            email: 'ana.souza@exemplo.com',
            financeStatus: { spended: 5854.46, planned: 5985 },
          }),
        ]),
      ),
    );
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    const [ana, joao] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    await expect(within(joao).getByRole('rowheader')).toHaveTextContent('João Pereira Lima');
    await expect(within(joao).getByText('Sem planejamento')).toBeVisible();
    await expect(within(joao).queryByRole('progressbar')).toBeNull();
    await expect(within(joao).queryByText(/%/)).toBeNull();
    await expect(within(joao).queryByTestId('progress-fill')).toBeNull();
    // The column keeps its bar, empty and grey.
    await expect(within(joao).getByTestId('no-planning-track')).toBeVisible();
    await expect(within(ana).getByRole('progressbar', { name: 'Mensal' })).toHaveAttribute(
      'aria-valuetext',
      '98%',
    );
    await expect(within(ana).queryByText('Sem planejamento')).toBeNull();
  },
};

/**
 * A phone: 'Código' and 'Progresso' lie past the edge of the table's box, which a keyboard must reach
 * to scroll it (decision 097, audit N7); the story's axe check fails on a box it cannot.
 */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('region', { name: 'Lista de clientes' });
    await expect(within(box).getByRole('table', { name: 'Clientes' })).toBeVisible();
    await waitFor(() => expect(box.scrollWidth).toBeGreaterThan(box.clientWidth));
    canvas.getByRole('button', { name: 'Continuar com sua conta' }).focus();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(getComputedStyle(box).outlineStyle).toBe('solid');
  },
};

const searches = { urls: [] as string[] };

export const SearchByPlannerCode: Story = {
  args: { plannerCode: 'PLAN-0042' },
  parameters: { page: { ...clientsPage, path: '/clientes?plannerCode=PLAN-0042' } },
  beforeEach({ msw }) {
    searches.urls.length = 0;
    msw.use(
      http.get(API.clients, ({ request }) => {
        searches.urls.push(new URL(request.url).search);
        return collection(plannerClients.filter((client) => client.plannerCode === 'PLAN-0042'));
      }),
    );
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByLabelText('Buscar por código do planejador')).toHaveValue('PLAN-0042');
    await expect(searches.urls).toEqual(['?plannerCode=PLAN-0042']);
  },
};

export const ConfirmDialog: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Entrar na conta de Bruno Lima' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Entrar na conta do cliente' });
    await expect(
      within(dialog).getByText('Deseja logar na conta do cliente Bruno Lima (bruno@exemplo.com)'),
    ).toBeVisible();
    // After a reload the planner's password is not in memory: it is asked again.
    await expect(within(dialog).getByLabelText('Sua senha')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  },
};

export const ConfirmDialogClosed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Entrar na conta de Bruno Lima' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

const clientLogin = recordBodies('post', API.login, () =>
  loginAnswer({ accessToken: 'token-bruno', id: 'client-bruno' }),
);

export const ConfirmSignsInAsClient: Story = {
  beforeEach({ msw }) {
    clientLogin.bodies.length = 0;
    rememberPlannerCredentials({ email: 'marcos@exemplo.com', password: 'Planeja2026!' });
    msw.use(clientLogin.handler);
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Entrar na conta de Bruno Lima' }));
    const dialog = await canvas.findByRole('dialog');
    await expect(within(dialog).queryByLabelText('Sua senha')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/painel');
    await expect(clientLogin.bodies).toEqual([
      { email: 'marcos@exemplo.com', password: 'Planeja2026!', clientId: 'client-bruno' },
    ]);
  },
};

const typedLogin = recordBodies('post', API.login, () =>
  loginAnswer({ accessToken: 'token-bruno', id: 'client-bruno' }),
);

/**
 * The typed password is kept once the client's login succeeds, before the next screen takes over:
 * the field stays in the dialog until the dialog goes, it does not vanish under the person.
 */
export const TypedPasswordFieldStaysUntilTheNextScreen: Story = {
  beforeEach({ msw }) {
    typedLogin.bodies.length = 0;
    msw.use(typedLogin.handler);
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Entrar na conta de Bruno Lima' }));
    const dialog = await canvas.findByRole('dialog');
    const field = within(dialog).getByLabelText('Sua senha');
    await userEvent.type(field, 'Planeja2026!');
    const removedWhileOpen: boolean[] = [];
    const watch = new MutationObserver(() => {
      if (!field.isConnected && dialog.isConnected) removedWhileOpen.push(true);
    });
    watch.observe(document.body, { childList: true, subtree: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/painel');
    watch.disconnect();
    await expect(removedWhileOpen).toEqual([]);
    await expect(typedLogin.bodies).toEqual([
      { email: 'marcos@exemplo.com', password: 'Planeja2026!', clientId: 'client-bruno' },
    ]);
  },
};

const enterLogin = recordBodies('post', API.login, () =>
  loginAnswer({ accessToken: 'token-bruno', id: 'client-bruno' }),
);

/** Enter in 'Sua senha' confirms, as it signs in on /login; with the field empty it sends nothing (audit N8). */
export const ConfirmOnEnter: Story = {
  beforeEach({ msw }) {
    enterLogin.bodies.length = 0;
    msw.use(enterLogin.handler);
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Entrar na conta de Bruno Lima' }));
    const dialog = await canvas.findByRole('dialog');
    const field = within(dialog).getByLabelText('Sua senha');
    await userEvent.type(field, '{Enter}');
    await expect(dialog).toBeVisible();
    await expect(enterLogin.bodies).toEqual([]);
    await userEvent.type(field, 'Planeja2026!{Enter}');
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/painel');
    await expect(enterLogin.bodies).toEqual([
      { email: 'marcos@exemplo.com', password: 'Planeja2026!', clientId: 'client-bruno' },
    ]);
  },
};

const twinLogin = recordBodies('post', API.login, () =>
  loginAnswer({ accessToken: 'token-bruno', id: 'client-bruno' }),
);

/**
 * The second click of a double click on a client's name may land on 'Confirmar': it is not the
 * planner's answer (audit J2), though the button now submits a form; nor is 'Cancelar'.
 */
export const ConfirmIgnoresTheTwinOfADoubleClick: Story = {
  beforeEach({ msw }) {
    twinLogin.bodies.length = 0;
    rememberPlannerCredentials({ email: 'marcos@exemplo.com', password: 'Planeja2026!' });
    msw.use(twinLogin.handler);
  },
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('button', { name: 'Entrar na conta de Bruno Lima' });
    await userEvent.click(name);
    let dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(name);
    dialog = await canvas.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }), { detail: 2 });
    await expect(dialog).toBeVisible();
    await expect(twinLogin.bodies).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/painel');
    await expect(twinLogin.bodies).toHaveLength(1);
  },
};

export const ConfirmError: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(API.login, () => apiError(403, 'negado')));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Entrar na conta de Bruno Lima' }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Sua senha'), 'errada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Opa, tem algo errado com seu e-mail ou sua senha! Reveja as informações.',
    );
  },
};

const phone390 = {
  viewport: { options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } } } },
};

/**
 * A client's 200-letter name with no space wraps inside the confirm dialog on a phone: the question
 * and 'Sua senha' stay whole within the dialog; the name ran 1 485 px wide past its edge (audit AG2).
 */
export const LongNameWrapsInTheConfirmDialog: Story = {
  parameters: phone390,
  globals: { viewport: { value: 'phone390', isRotated: false } },
  beforeEach({ msw }) {
    const long = createFakeClient({
      _id: 'client-long',
      name: 'Maximiliana'.repeat(18),
      email: 'max@exemplo.com.br',
    });
    msw.use(http.get(API.clients, () => collection([long, ...plannerClients])));
  },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Entrar na conta de ${'Maximiliana'.repeat(18)}` }),
    );
    const dialog = await canvas.findByRole('dialog', { name: 'Entrar na conta do cliente' });
    const edge = dialog.getBoundingClientRect();
    await expect(edge.right).toBeLessThanOrEqual(390);
    const inside = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return box.left >= edge.left - 1 && box.right <= edge.right + 1;
    };
    const question = within(dialog).getByText(/^Deseja logar na conta do cliente Maximiliana/);
    await expect(inside(question)).toBe(true);
    await expect(inside(within(dialog).getByText(/^Por segurança, confirme sua senha/))).toBe(true);
    const field = within(dialog).getByLabelText('Sua senha');
    await expect(inside(field)).toBe(true);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/**
 * A client who removed the planner after the list was read: her entry is refused with 403, and the
 * dialog says what the server says, not that the planner's password is wrong; the list is read again
 * and she leaves it (audit AG5).
 */
const leftClient = { listReads: 0 };

export const ClientLeftTheBook: Story = {
  beforeEach({ msw }) {
    leftClient.listReads = 0;
    rememberPlannerCredentials({ email: 'marcos@exemplo.com', password: 'Planeja2026!' });
    msw.use(
      http.get(API.clients, () => {
        leftClient.listReads += 1;
        const now = leftClient.listReads === 1 ? plannerClients : plannerClients.slice(0, 2);
        return collection(now);
      }),
      http.post(API.login, () => apiError(403, 'Este cliente não está na sua carteira de clientes')),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Entrar na conta de Bruno Lima' }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Este cliente não está na sua carteira de clientes',
    );
    await expect(within(dialog).queryByText(/Opa, tem algo errado/)).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await expect(leftClient.listReads).toBe(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    const table = canvas.getByRole('table');
    await waitFor(() => expect(within(table).queryByText('Bruno Lima')).toBeNull());
    await expect(within(table).getByText('Ana Paula Souza')).toBeVisible();
  },
};

/** Back from a client who took the access away: the planner's own list says so (audit AG3). */
export const AccessToAClientEnded: Story = {
  parameters: { localStorage: { token: 'token-eduardo', id: 'client-eduardo', plannerLogin } },
  beforeEach() {
    refreshSession();
    rememberPlannerLogin(JSON.parse(plannerLogin));
    startSession({ accessToken: 'token-eduardo', id: 'client-eduardo' });
    readRefused('Bearer token-eduardo');
    // The word lasts until the next session starts: the stories after this one start none.
    return () => endSession('user');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'O acesso a este cliente terminou. Ele pode ter removido seu acesso ou excluído a conta.',
    );
    await expect(getSessionSnapshot().session?.id).toBe('planner-marcos');
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

export const ContinueWithOwnAccount: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar com sua conta' }));
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/painel');
    await expect(localStorage.getItem('id')).toBe('planner-marcos');
  },
};

/** The app's query cache for the story below: any read that fails on it raises the shell's banner. */
let appQueries: QueryClient = createQueryClient();
const listRequests = { urls: [] as string[] };

/**
 * /clientes as the app loads it: the user read the root route starts, then the route's own loader,
 * its guard beside its reads.
 */
function loadAsTheApp(_storyQueries: QueryClient, search: { plannerCode?: unknown }) {
  appQueries = createQueryClient();
  const context = { queryClient: appQueries, brand: buildBrand, previousPath: () => undefined };
  const user = loadSessionUser(appQueries, getSessionSnapshot().session?.id ?? '').catch(() => null);
  const { loader } = clientsRoute.options;
  if (typeof loader !== 'function') throw new Error('/clientes loads with a loader function');
  // Only the two fields the route's loader reads; the router would hand it many more.
  return loader({ context: { ...context, user }, deps: { plannerCode: codeOf(search) } } as never);
}

/** A signed-in person who is no planner: the guard sends them on, and the list is never asked for. */
export const NonPlannerGoesToTheDashboard: Story = {
  parameters: {
    localStorage: { token: 'token-ana', id: 'user-ana' },
    page: { ...clientsPage, loader: loadAsTheApp },
  },
  beforeEach({ msw }) {
    // Parameters merge: the file's planner login is in the seed too.
    localStorage.removeItem('plannerLogin');
    refreshSession();
    listRequests.urls.length = 0;
    resetUiState();
    msw.use(
      http.get(API.clients, ({ request }) => {
        listRequests.urls.push(request.url);
        return apiError(403, 'Permission denied!');
      }),
      http.get(API.user, () => envelope(createFakeUser({ _id: 'user-ana', name: 'Ana Souza' }))),
    );
    return resetUiState;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/painel');
    // Every read the loader started has settled: a list asked for would have failed by now.
    await waitFor(() => expect(appQueries.isFetching()).toBe(0));
    await expect(listRequests.urls).toEqual([]);
    await expect(getUiState().fetchError).toBe(false);
  },
};

let listAsked: () => void = () => undefined;

/** A planner's list does not wait for the guard: the user's answer here waits for the list's request. */
export const PlannerListStartsBesideTheGuard: Story = {
  parameters: { page: { ...clientsPage, loader: loadAsTheApp } },
  beforeEach({ msw }) {
    const asked = new Promise<void>((resolve) => {
      listAsked = resolve;
    });
    msw.use(
      http.get(API.clients, () => {
        listAsked();
        return collection(plannerClients);
      }),
      http.get(API.user, async () => {
        await asked;
        return envelope(planner);
      }),
    );
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(plannerClients.length + 1);
  },
};
