import '@/ui/theme/base.css';
import { localeOverrides } from 'virtual:brand';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { setupWorker } from 'msw/browser';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { buildBrand } from '@/app/brand';
import { createI18n, loadNamespaces } from '@/app/i18n';
import { loadSessionUser, startSession } from '@/app/session';
import { CategoryDetailsModal, InvoicePaymentModal } from '@/features/money-modals';
import { TransactionsPending, TransactionsScreen } from '@/features/transactions';
import { loadTransactions } from '@/features/transactions/loader';
import { ME, MONEY_MONTH, manyRows, moneyHandlers } from '@/testing/money-fakes';

// The transactions screen alone, as its route renders it, on `?rows=` rows (5,000) answered by MSW
// in the page. Marks: 'mount' when React starts rendering (bundle loaded, worker ready), 'answered'
// when the month's rows arrive from the worker, 'rows-painted' after the first frame that shows
// rows; times count from navigation start.
const ROWS = Number(new URLSearchParams(location.search).get('rows') ?? 5000);

declare global {
  interface Window {
    renderBench?: { mount: number; answered: number; painted: number; rowsInDom: number };
  }
}

function afterNextPaint(callback: () => void) {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = callback;
    channel.port2.postMessage(null);
  });
}

function whenRowsPainted(done: () => void) {
  const table = document.querySelector(`table[aria-rowcount="${ROWS + 1}"]`);
  if (table?.querySelector('[data-testid="transaction-row"]')) afterNextPaint(done);
  else requestAnimationFrame(() => whenRowsPainted(done));
}

let answered = 0;
const pageFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const response = await pageFetch(input, init);
  if (String(input instanceof Request ? input.url : input).includes('/transactions?')) {
    answered = performance.mark('answered').startTime;
  }
  return response;
};

const modals = { CategoryDetails: CategoryDetailsModal, InvoicePayment: InvoicePaymentModal };
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const search = { month: MONEY_MONTH, group: 'all' } as const;
const rootRoute = createRootRoute({ component: Outlet });
const screen = createRoute({
  getParentRoute: () => rootRoute,
  path: '/movimentacoes',
  // As the app's route: the loader reads the month, the screen reads it from the cache.
  loader: () => loadTransactions(queryClient, MONEY_MONTH, undefined, loadSessionUser(queryClient, ME)),
  pendingComponent: () => <TransactionsPending modals={modals} search={search} onSearchChange={() => {}} />,
  component: () => <TransactionsScreen modals={modals} search={search} onSearchChange={() => {}} />,
});
const router = createRouter({
  routeTree: rootRoute.addChildren([screen]),
  history: createMemoryHistory({ initialEntries: [`/movimentacoes?month=${MONEY_MONTH}`] }),
});

const worker = setupWorker(...moneyHandlers({ rows: manyRows(ROWS) }));
await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
// What the route's loader and the modals load in the app.
await loadNamespaces(['transactions', 'money-modals']);
startSession({ accessToken: 'bench-token', id: ME });
document.documentElement.dataset.brand = buildBrand.id;

const mount = performance.mark('mount').startTime;
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <I18nextProvider i18n={createI18n(localeOverrides)}>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </I18nextProvider>,
);
whenRowsPainted(() => {
  window.renderBench = {
    mount,
    answered,
    painted: performance.mark('rows-painted').startTime,
    rowsInDom: document.querySelectorAll('[data-testid="transaction-row"]').length,
  };
});
