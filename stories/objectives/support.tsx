import type { ErrorComponentProps } from '@tanstack/react-router';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import type { Objective } from '@/api/gen/model';
import { startSession } from '@/app/session';
import { resetUiState } from '@/app/ui-store';
import { ObjectivesPending, objectiveGlobalModals } from '@/features/objectives';
import { loadObjectives } from '@/features/objectives/loader';
import { createFakeObjective } from '@/features/objectives/testing';
import { LoadErrorScreen } from '@/features/shell';
import { ConfirmationHost, GlobalModalHost, SnackBarHost } from '@/features/shell/shell-hosts';
import { checking, ME, moneyHandlers } from '@/testing/money-fakes';
import { collection } from '@/testing/msw';

/** Five objectives: under way, under one percent, done, just started, a long one. */
export const reserva = createFakeObjective({ _id: 'obj-reserva', payment: checking._id });
export const tiny = createFakeObjective({
  _id: 'obj-carro',
  name: 'Carro novo',
  category: 'comprar-carro-novo',
  totalValue: 80000,
  initialValue: 0,
  paidValue: 400,
  installment: 3316.67,
  beginDate: '2026-02-01',
  finalDate: '2028-01-31',
  transactions: [{ value: 400, date: '2026-03-02' }],
  payment: checking._id,
});
export const travel = createFakeObjective({
  _id: 'obj-viagem',
  name: 'Viagem para Salvador',
  category: 'viajar',
  totalValue: 6000,
  initialValue: 0,
  paidValue: 6000,
  installment: 500,
  done: true,
  beginDate: '2025-04-01',
  finalDate: '2026-03-31',
  transactions: [
    { value: 3000, date: '2025-10-05' },
    { value: 3000, date: '2026-02-05' },
  ],
  payment: checking._id,
});
export const fresh = createFakeObjective({
  _id: 'obj-curso',
  name: 'MBA',
  category: 'formacao-profissional',
  totalValue: 24000,
  initialValue: 0,
  paidValue: 0,
  installment: 2000,
  transactions: [],
  payment: checking._id,
});
/** Its account went with a removed bank connection (decision 029): what it had saved is kept. */
export const unlinked = createFakeObjective({
  _id: 'obj-casa',
  name: 'Entrada da casa',
  category: 'comprar-casa-propria',
  totalValue: 1000,
  initialValue: 100,
  paidValue: 0,
  installment: 75,
  transactions: [],
  payment: undefined,
});
export const allObjectives: Objective[] = [reserva, tiny, travel, fresh];

export const listOf = (objectives: readonly Objective[]) =>
  http.get('*/api/objectives', () => collection(objectives));

/** The calls a story made, to assert what was sent. */
export function recorder() {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const record = async (request: Request) => {
    const text = await request.clone().text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
  };
  return { calls, record };
}

/** Answers every write with `answer` and keeps what was sent in `calls`. */
export function writes(
  calls: ReturnType<typeof recorder>,
  answer: (request: Request) => Response | Promise<Response>,
) {
  const handle = async ({ request }: { request: Request }) => {
    await calls.record(request);
    return answer(request);
  };
  return [
    http.post('*/api/objectives', handle),
    http.patch('*/api/objectives/:id', handle),
    http.post('*/api/objectives/:id/transaction', handle),
    http.delete('*/api/objectives/:id', handle),
  ];
}

export const refusedWith = (message: string, field: string) => () =>
  HttpResponse.json({ message, errors: [{ message, field }] }, { status: 400 });

export function signedIn() {
  startSession({ accessToken: 'story-token', id: ME });
  resetUiState();
  return () => {
    resetUiState();
    localStorage.clear();
  };
}

export const baseHandlers = () => [...moneyHandlers(), listOf(allObjectives)];

/** What the shell adds around the screen: confirmation, snack bar and the objective modal. */
export function WithHosts({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ConfirmationHost />
      <SnackBarHost />
      <GlobalModalHost registry={objectiveGlobalModals} />
    </>
  );
}

/** /objetivos as its route mounts it: the loader, the pending view and the error view. */
export const objectivesPage = {
  path: '/objetivos',
  loader: loadObjectives,
  pending: ObjectivesPending,
  error: (props: ErrorComponentProps) => <LoadErrorScreen {...props} message="objectives:loadError" />,
};
