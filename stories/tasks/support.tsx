import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import type { Profile, Task, Userconfig } from '@/api/gen/model';
import { SnackBarHost } from '@/features/shell/shell-hosts';
import { ME, moneyHandlers } from '@/testing/money-fakes';
import { collection, envelope } from '@/testing/msw';

const task = (id: string, title: string, description: string, user: string | null = null): Task => ({
  _id: id,
  title,
  description,
  user,
});

export const subscriptions = task(
  'sistema-assinaturas',
  'Cancele assinaturas que você não usa',
  'Revise streaming, aplicativos e clubes cobrados no cartão.',
);
export const reserve = task(
  'sistema-reserva-emergencia',
  'Comece sua reserva de emergência',
  'Separe todo mês ao menos 10% da renda.',
);
export const phone = task('t-celular', 'Renegociar plano de celular', 'Pedir plano de R$ 49,90.', ME);
export const overdraft = task(
  'sistema-cheque-especial',
  'Saia do cheque especial',
  'Troque por um empréstimo mais barato.',
);
export const doneMany = Array.from({ length: 7 }, (_, index) =>
  task(`feita-${index + 1}`, `Tarefa cumprida ${index + 1}`, 'Concluída.', ME),
);

/** Suggestions from the person's numbers (decision 480): what GET /tasks answers first. */
export const variableOverPlan: Task = {
  ...task(
    `sugestao-gastos-variaveis-2026-11-${ME}`,
    'Seus gastos variáveis de novembro passaram R$ 412,30 do planejado',
    'Você planejou R$ 1.000,00 para gastos variáveis e já lançou R$ 1.412,30. Reveja delivery, lazer e compras por impulso até o fim do mês ou ajuste o seu planejamento.',
  ),
  origin: 'numbers',
};
export const openInvoice: Task = {
  ...task(
    `sugestao-fatura-aberta-2026-11-${ME}`,
    'Pague a fatura do cartão Cartão Nubank vencida em 10/11/2026',
    'Ficaram R$ 250,00 em aberto nessa fatura. Pague o valor total o quanto antes: o rotativo do cartão cobra os juros mais altos do mercado. Se não der, parcele a fatura.',
  ),
  origin: 'numbers',
};
export const numbersTasks = [openInvoice, variableOverPlan];

export const allTasks = [subscriptions, reserve, phone, overdraft];
export const baseConfig: Userconfig = {
  _id: 'cfg-1',
  user: ME,
  tasksAccepted: [phone._id, reserve._id],
  tasksRejected: [overdraft._id],
  tasksDone: [],
};
export const savingsProfile: Profile = { _id: 'perfil-1', user: ME, hasSavings: true };

export interface TaskWorld {
  tasks?: Task[];
  config?: Userconfig;
  profiles?: Profile[];
}

export function taskHandlers(world: TaskWorld = {}) {
  return [
    ...moneyHandlers(),
    http.get('*/api/tasks', () => collection(world.tasks ?? allTasks)),
    http.get('*/api/userconfigs', () => collection([world.config ?? baseConfig])),
    http.get('*/api/profiles', () => collection(world.profiles ?? [savingsProfile])),
    http.get('*/api/objectives', () => collection([])),
    http.get('*/api/budgets', () => collection([])),
  ];
}

/** The calls a story made, to assert what was sent. */
export function recorder() {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  return {
    calls,
    handle:
      (answer: (body: unknown) => Response) =>
      async ({ request }: { request: Request }) => {
        const text = await request.text();
        const body = text ? JSON.parse(text) : null;
        calls.push({ method: request.method, path: new URL(request.url).pathname, body });
        return answer(body);
      },
  };
}

export const ok = (body: unknown) =>
  envelope({ _id: 'x', title: 't', description: 'd', ...(body as object) });
export const failed = () =>
  HttpResponse.json({ message: 'Erro de comunicação com o servidor' }, { status: 500 });

export function WithHosts({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <SnackBarHost />
    </>
  );
}

export { signedIn } from '../session';
