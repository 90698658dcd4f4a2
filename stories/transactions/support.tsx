import type { QueryClient } from '@tanstack/react-query';
import { type ErrorComponentProps, useParams, useSearch } from '@tanstack/react-router';
import type { SetupWorker } from 'msw/browser';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { useSearchRoute } from '@/app/month-route';
import { TransactionsSearchSchema } from '@/app/search-schemas';
import { loadSessionUser, startSession } from '@/app/session';
import { resetUiState } from '@/app/ui-store';
import { CategoryDetailsModal, InvoicePaymentModal, moneyGlobalModals } from '@/features/money-modals';
import { LoadErrorScreen } from '@/features/shell';
import { ConfirmationHost, GlobalModalHost } from '@/features/shell/shell-hosts';
import { TransactionsPending, TransactionsScreen } from '@/features/transactions';
import { loadTransactions } from '@/features/transactions/loader';
import { ME, moneyHandlers } from '@/testing/money-fakes';

/** Signs the story's person in (the screens read the current user) and clears the UI store after. */
export function signedIn() {
  startSession({ accessToken: 'story-token', id: ME });
  resetUiState();
  return () => {
    resetUiState();
    localStorage.clear();
  };
}

/** The money screens' setup: the fakes answer every money call and the person is signed in. */
export function withMoneyFakes(msw: Pick<SetupWorker, 'use'>) {
  msw.use(...moneyHandlers());
  return signedIn();
}

/** What the shell would add around a screen: the confirmation modal and the global money modals. */
export function WithHosts({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ConfirmationHost />
      <GlobalModalHost registry={moneyGlobalModals} />
    </>
  );
}

const modals = { CategoryDetails: CategoryDetailsModal, InvoicePayment: InvoicePaymentModal };

/** The screen as its route mounts it: URL state in, changes out through the router. */
export function TransactionsStoryScreen({ paymentId }: { paymentId?: string }) {
  const search = v.parse(TransactionsSearchSchema, useSearch({ strict: false }));
  return (
    <WithHosts>
      <TransactionsScreen paymentId={paymentId} modals={modals} search={search} {...useSearchRoute()} />
    </WithHosts>
  );
}

function Pending() {
  const search = v.parse(TransactionsSearchSchema, useSearch({ strict: false }));
  const { payment } = useParams({ strict: false }) as { payment?: string };
  return <TransactionsPending paymentId={payment} modals={modals} search={search} {...useSearchRoute()} />;
}

/** /movimentacoes (or a wallet's) as its route mounts it: the loader, the pending and error views. */
export const transactionsPage = (path: string, route?: string, userId: string = ME) => ({
  path,
  route,
  deps: ({ month }: Record<string, unknown>) => ({ month }),
  loader: (queryClient: QueryClient, search: unknown, params: Record<string, string>) =>
    loadTransactions(
      queryClient,
      v.parse(TransactionsSearchSchema, search).month,
      params.payment,
      // As the root route does: the user decides the family scope (spec 2 §6).
      loadSessionUser(queryClient, userId).catch(() => null),
    ),
  pending: Pending,
  error: (props: ErrorComponentProps) => <LoadErrorScreen {...props} message="transactions:loadError" />,
});
