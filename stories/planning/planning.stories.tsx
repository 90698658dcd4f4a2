import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { type ErrorComponentProps, useSearch } from '@tanstack/react-router';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import * as v from 'valibot';
import { invalidateRoots } from '@/api/invalidation';
import { useMonthRoute } from '@/app/month-route';
import { MonthSearchSchema } from '@/app/search-schemas';
import { rememberPlannerLogin, setCurrency, startSession } from '@/app/session';
import { resetUiState } from '@/app/ui-store';
import { PlanningPending, PlanningScreen, planningGlobalModals } from '@/features/planning';
import { loadPlanning, planningMonth } from '@/features/planning/loader';
import { LoadErrorScreen } from '@/features/shell';
import { ConfirmationHost, GlobalModalHost } from '@/features/shell/shell-hosts';
import { addMonths } from '@/lib/dates';
import { familyUser, ME, moneyUser, PARTNER } from '@/testing/money-fakes';
import { apiError, collection, envelope, neverAnswer } from '@/testing/msw';
import {
  type Captured,
  NOW,
  planningBudget,
  planningBudgets,
  planningCategories,
  planningHandlers,
  planningProposal,
} from './fakes';

let calls: Captured[] = [];

const monthOf = (search: unknown) => planningMonth(v.parse(MonthSearchSchema, search).month, NOW);

/** Stands in for the onboarding wizard (src/features/onboarding), which the route loads lazily. */
function FakeOnboarding({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog" aria-label="Levantamento de informações financeiras">
      <button type="button" onClick={onClose}>
        Fechar
      </button>
    </div>
  );
}

/**
 * A stand-in that saves as the wizard does: the answer, then the profile read again (the real hook
 * invalidates it), and only then 'Tudo pronto'.
 */
function SavingOnboarding({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const finish = async () => {
    await fetch('/api/onboarding', { method: 'POST', body: '{}' });
    await invalidateRoots(queryClient, ['/profiles']);
    setDone(true);
  };
  return (
    <div role="dialog" aria-label="Levantamento de informações financeiras">
      {done ? <h2>Tudo pronto</h2> : null}
      <button type="button" onClick={() => void finish()}>
        Finalizar
      </button>
      <button type="button" onClick={onClose}>
        Fechar
      </button>
    </div>
  );
}

function Screen({ Onboarding = FakeOnboarding }: { Onboarding?: typeof FakeOnboarding }) {
  const month = v.parse(MonthSearchSchema, useSearch({ strict: false })).month;
  return (
    <>
      <PlanningScreen {...useMonthRoute(month)} now={NOW} modals={{ Onboarding }} />
      <ConfirmationHost />
      <GlobalModalHost registry={planningGlobalModals} />
    </>
  );
}

const meta = {
  title: 'Planning/Planejamento',
  component: Screen,
  parameters: {
    layout: 'fullscreen',
    // /planejamento as its route mounts it: the loader, the pending view and the error view.
    page: {
      path: '/planejamento?month=2026-03',
      loader: (queryClient: Parameters<typeof loadPlanning>[0], search: unknown) =>
        loadPlanning(queryClient, monthOf(search)),
      pending: PlanningPending,
      error: (props: ErrorComponentProps) => <LoadErrorScreen {...props} message="planning:loadError" />,
    },
  },
  beforeEach: ({ msw }) => {
    calls = [];
    msw.use(...planningHandlers(calls));
    startSession({ accessToken: 'story-token', id: ME });
    resetUiState();
    return () => {
      resetUiState();
      localStorage.clear();
    };
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const writes = (method: string) => calls.filter((call) => call.method === method);

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Planejamento do orçamento' })).toBeVisible();
    const summary = await canvas.findByRole('region', { name: 'Resumo do orçamento' });
    await expect(within(summary).getByRole('img', { name: 'Equilíbrio do orçamento' })).toBeInTheDocument();
    await expect(
      within(summary).getByRole('progressbar', { name: 'Utilização do orçamento' }),
    ).toHaveAttribute('aria-valuetext', '84%');
    for (const name of [
      'Receitas',
      'Despesas Fixas',
      'Despesas Variáveis',
      'Dívidas e parcelas',
      'Investimentos',
    ])
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    const fixed = canvas.getByRole('region', { name: 'Despesas Fixas' });
    await expect(within(fixed).getByText('Valores que não variam mensalmente')).toBeVisible();
    await expect(within(fixed).getByText('R$ 2.700,00')).toBeVisible();
    const variable = canvas.getByRole('region', { name: 'Despesas Variáveis' });
    await expect(within(variable).getByText('R$ 1.650,40')).toBeVisible();
    // Realised R$ 1.650,40 of R$ 1.500,00 planned: the line's bar is red.
    await expect(within(variable).getByRole('progressbar').closest('[data-over]')).toHaveAttribute(
      'data-over',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Projeção anual' })).toBeEnabled();
    await expect(canvas.getByText('Março 2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Nova cartegoria' })).toBeNull();
    const read = calls.find((call) => call.method === 'GET');
    await expect(read?.url.searchParams.get('startDate')).toBe('2026-02-01');
    await expect(read?.url.searchParams.get('endDate')).toBe('2027-02-28');
  },
};

/** 'Equilíbrio do orçamento': five slices, five colours (spec 3). */
export const BudgetBalanceColours: Story = {
  play: async ({ canvas }) => {
    const summary = await canvas.findByRole('region', { name: 'Resumo do orçamento' });
    const chart = within(summary).getByRole('img', { name: 'Equilíbrio do orçamento' });
    const slices = [...(chart.closest('figure') ?? summary).querySelectorAll('path[data-series]')];
    await expect(slices).toHaveLength(5);
    const fills = slices.map((slice) => getComputedStyle(slice).fill);
    await expect(new Set(fills).size).toBe(5);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer('*/budgets'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Carregando o planejamento' })).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/budgets', () => apiError(500, 'Erro de comunicação com o servidor')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Não foi possível carregar o planejamento.')).toBeVisible();
  },
};

/** No plan: the empty state, then a custom draft saved for 12 months ('SALVAR PLANEJAMENTO'). */
export const EmptyThenOwnPlan: Story = {
  beforeEach({ msw }) {
    msw.use(...planningHandlers(calls, []));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'CRIAR MEU PRÓPRIO PLANEJAMENTO' }));
    const revenues = canvas.getByRole('region', { name: 'Receitas' });
    await userEvent.click(within(revenues).getByRole('button', { name: 'ADICIONAR CATEGORIA' }));
    const stage0 = await canvas.findByRole('dialog', { name: 'ADICIONAR CATEGORIA' });
    await userEvent.selectOptions(within(stage0).getByLabelText('Categoria'), 'Salário');
    await userEvent.click(within(stage0).getByRole('button', { name: 'PRÓXIMO' }));
    await expect(within(stage0).queryByRole('radio')).toBeNull();
    await userEvent.type(within(stage0).getByLabelText('Limite'), '650000');
    await userEvent.click(within(stage0).getByRole('button', { name: 'DEFINIR LIMITE' }));
    await expect(within(revenues).getByText('R$ 6.500,00', { selector: 'header span' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR PLANEJAMENTO' }));
    const confirm = await canvas.findByRole('dialog', { name: 'Planejamento' });
    await expect(within(confirm).getByText('Repetir para os próximos 12 meses?')).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(writes('POST')).toHaveLength(1));
    const [post] = writes('POST');
    await expect(post?.url.searchParams.get('multi')).toBe('true');
    await expect(post?.body).toMatchObject({
      date: '2026-03-01',
      revenuesCategories: [{ category: 'cat-salario', value: 6500 }],
    });
  },
};

/** No plan: the automatic planning is previewed per card, then saved unchanged for 12 months. */
export const EmptyThenAutomaticPlan: Story = {
  beforeEach({ msw }) {
    msw.use(...planningHandlers(calls, []));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'PLANEJAMENTO AUTOMÁTICO' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Planejamento automático' });
    await expect(await within(dialog).findByText(/lançamentos de 3 meses/)).toBeVisible();
    await expect(within(dialog).getByText(/reduzimos cada uma na mesma proporção/)).toBeVisible();
    const fixed = within(dialog).getByRole('region', { name: 'Despesas Fixas' });
    await expect(within(fixed).getByText('Aluguel')).toBeVisible();
    await expect(within(fixed).getByText('R$ 3.600,01')).toBeVisible();
    await expect(within(dialog).queryByRole('region', { name: 'Investimentos' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'SALVAR PLANEJAMENTO' }));
    await waitFor(() => expect(writes('POST')).toHaveLength(1));
    const [post] = writes('POST');
    await expect(post?.url.searchParams.get('multi')).toBe('true');
    await expect(post?.body).toMatchObject({
      date: '2026-03-01',
      revenuesCategories: [{ category: 'cat-salario', value: 6000, recurrentType: 'monthly' }],
      essentialCategories: [{ category: 'cat-aluguel', value: 3600.01 }],
      noessentialCategories: [{ category: 'cat-mercado', value: 2399.99 }],
    });
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Planejamento automático' })).toBeNull());
  },
};

/** No revenues in the rows: nothing to plan against, saving is off and the way out is said. */
export const AutomaticPlanWithoutRevenues: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...planningHandlers(calls, [], {
        ...planningProposal,
        basedOnMonths: 0,
        scaled: false,
        revenuesCategories: [],
        essentialCategories: [],
        noessentialCategories: [],
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'PLANEJAMENTO AUTOMÁTICO' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Planejamento automático' });
    await expect(await within(dialog).findByText(/Ainda não há receitas/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'SALVAR PLANEJAMENTO' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(canvas.queryByRole('dialog', { name: 'Planejamento automático' })).toBeNull();
  },
};

/** The tutorial not skipped and no plan yet: the onboarding opens on entry, once. */
export const OnboardingOnEntry: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...planningHandlers(calls, []),
      http.get('*/users/:id', () => envelope({ ...moneyUser, skipTutorial: false })),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const wizard = await canvas.findByRole('dialog', { name: 'Levantamento de informações financeiras' });
    await userEvent.click(within(wizard).getByRole('button', { name: 'Fechar' }));
    await expect(
      canvas.queryByRole('dialog', { name: 'Levantamento de informações financeiras' }),
    ).toBeNull();
    await expect(canvas.getByRole('button', { name: 'PLANEJAMENTO AUTOMÁTICO' })).toBeVisible();
  },
};

/** The financial profile the onboarding's save writes (decision 252). */
const savedSurvey = () => collection([{ _id: 'profile-1', user: ME, hasSavings: false }]);

/**
 * The survey already saved, no plan yet: the wizard is not offered again as new; the empty state
 * leads on to the automatic planning made from it (audit O14).
 */
export const SurveySavedLeadsToAutomaticPlanning: Story = {
  beforeEach({ msw }) {
    // The first handler that matches answers: these come before the planning's own.
    msw.use(
      http.get('*/users/:id', () => envelope({ ...moneyUser, skipTutorial: false })),
      http.get('*/profiles', savedSurvey),
      ...planningHandlers(calls, []),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/Seu levantamento financeiro está salvo/)).toBeVisible();
    await expect(
      canvas.queryByRole('dialog', { name: 'Levantamento de informações financeiras' }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'PLANEJAMENTO AUTOMÁTICO' }));
    await expect(await canvas.findByRole('dialog', { name: 'Planejamento automático' })).toBeVisible();
  },
};

/** Saving the survey inside the wizard makes the profile appear: the wizard stays until 'Fechar'. */
export const SurveySavedInTheWizard: Story = {
  beforeEach({ msw }) {
    let saved = false;
    msw.use(
      http.get('*/users/:id', () => envelope({ ...moneyUser, skipTutorial: false })),
      http.get('*/profiles', () => (saved ? savedSurvey() : collection([]))),
      http.post('*/onboarding', () => {
        saved = true;
        return HttpResponse.json({ data: { transactions: 1, goods: 0, replaced: 0 } }, { status: 201 });
      }),
      ...planningHandlers(calls, []),
    );
  },
  render: () => <Screen Onboarding={SavingOnboarding} />,
  play: async ({ canvas, userEvent }) => {
    const wizard = await canvas.findByRole('dialog', { name: 'Levantamento de informações financeiras' });
    await userEvent.click(within(wizard).getByRole('button', { name: 'Finalizar' }));
    await expect(await within(wizard).findByText('Tudo pronto')).toBeVisible();
    await expect(canvas.getByRole('dialog', { name: 'Levantamento de informações financeiras' })).toBe(
      wizard,
    );
    await userEvent.click(within(wizard).getByRole('button', { name: 'Fechar' }));
    await expect(
      canvas.queryByRole('dialog', { name: 'Levantamento de informações financeiras' }),
    ).toBeNull();
    await expect(await canvas.findByText(/Seu levantamento financeiro está salvo/)).toBeVisible();
  },
};

/** The tutorial skipped: straight to the empty state, no onboarding. */
export const NoOnboardingWhenSkipped: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...planningHandlers(calls, []),
      http.get('*/users/:id', () => envelope({ ...moneyUser, skipTutorial: true })),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'PLANEJAMENTO AUTOMÁTICO' })).toBeVisible();
    await expect(
      canvas.queryByRole('dialog', { name: 'Levantamento de informações financeiras' }),
    ).toBeNull();
  },
};

export const AddWithoutRevenues: Story = {
  beforeEach({ msw }) {
    msw.use(...planningHandlers(calls, []));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'CRIAR MEU PRÓPRIO PLANEJAMENTO' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Nova cartegoria' }));
    const dialog = await canvas.findByRole('dialog', { name: 'ADICIONAR CATEGORIA' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Categoria'), 'Lazer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'PRÓXIMO' }));
    await userEvent.type(within(dialog).getByLabelText('Limite'), '10000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'DEFINIR LIMITE' }));
    await expect(await within(dialog).findByText('CADASTRE UMA RECEITA PRIMEIRO')).toBeVisible();
  },
};

/** Edit mode: the edit modal, its refusals, repeat for the next months, then 'Aplicar alterações'. */
export const EditAndApply: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar planejamento' }));
    await expect(canvas.getByRole('button', { name: 'Aplicar alterações' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Nova cartegoria' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Aluguel' }));
    const dialog = await canvas.findByRole('dialog', { name: 'EDITAR PLANEJAMENTO DE CATEGORIA' });
    const limit = within(dialog).getByLabelText('Limite');
    await userEvent.clear(limit);
    await userEvent.click(within(dialog).getByRole('button', { name: 'EDITAR' }));
    await expect(await within(dialog).findByText('VALOR INVÁLIDO')).toBeVisible();
    await userEvent.type(limit, '800001');
    await expect(await within(dialog).findByText('VALOR ULTRAPASSA AS RECEITAS')).toBeVisible();
    await userEvent.clear(limit);
    await userEvent.type(limit, '280000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'EDITAR' }));
    const confirm = await canvas.findByRole('dialog', { name: 'Planejamento' });
    await expect(within(confirm).getByText('Repetir para os próximos meses?')).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sim' }));
    await expect(await canvas.findByText('1 alteração pendente')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Projetar alterações' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar alterações' }));
    await waitFor(() => expect(writes('PATCH')).toHaveLength(1));
    await expect(writes('PATCH')[0]?.body).toEqual({
      'budget-2026-03': [
        {
          mode: 'edit',
          _id: 'line-aluguel',
          category: 'cat-aluguel',
          type: 'essential',
          value: 2800,
          repeat: true,
        },
      ],
    });
    await expect(await canvas.findByRole('button', { name: 'Editar planejamento' })).toBeVisible();
  },
};

export const AddCategoryStages: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar planejamento' }));
    const variable = canvas.getByRole('region', { name: 'Despesas Variáveis' });
    await userEvent.click(within(variable).getByRole('button', { name: 'ADICIONAR CATEGORIA' }));
    const dialog = await canvas.findByRole('dialog', { name: 'ADICIONAR CATEGORIA' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'PRÓXIMO' }));
    await expect(await within(dialog).findByText('CAMPO OBRIGATÓRIO')).toBeVisible();
    await expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecione', 'Lazer']);
    await userEvent.selectOptions(within(dialog).getByLabelText('Categoria'), 'Lazer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'PRÓXIMO' }));
    // The one click opens stage 1 and submits nothing: its limit is not refused before it is typed (audit L1).
    await expect(await within(dialog).findByLabelText('Limite')).not.toHaveAttribute('aria-invalid');
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: '%' }));
    await userEvent.type(within(dialog).getByLabelText('Percentual das receitas'), '1000');
    await userEvent.type(within(dialog).getByLabelText('Parcelas'), '1500');
    await expect(within(dialog).getByLabelText('Parcelas')).toHaveValue('999');
    await userEvent.selectOptions(within(dialog).getByLabelText('Repetição'), 'Mensal');
    await expect(within(dialog).getByLabelText('Parcelas')).toHaveValue('');
    await userEvent.selectOptions(within(dialog).getByLabelText('Dia'), '31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'DEFINIR LIMITE' }));
    await expect(await within(variable).findByText('Lazer')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar alterações' }));
    await waitFor(() => expect(writes('PATCH')).toHaveLength(1));
    await expect(writes('PATCH')[0]?.body).toEqual({
      'budget-2026-03': [
        {
          mode: 'add',
          category: 'cat-lazer',
          type: 'noessential',
          value: 800,
          budgetValue: 10,
          day: 31,
          recurrentType: 'monthly',
        },
      ],
    });
  },
};

/** Stage 1 opens quiet: the empty Limite shows its issue only after a submit (or a touch). */
/** The category pick list in Portuguese alphabetical order: 'Água e esgoto' before 'Seguros'. */
export const AddCategoryInPortugueseOrder: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/categories', () =>
        collection([
          ...planningCategories,
          { _id: 'cat-seguros', name: 'Seguros', group: 'expenses', sort: 'fixed' },
          { _id: 'cat-agua', name: 'Água e esgoto', group: 'expenses', sort: 'fixed' },
          { _id: 'cat-academia', name: 'academia', group: 'expenses', sort: 'fixed' },
        ]),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar planejamento' }));
    const fixed = canvas.getByRole('region', { name: 'Despesas Fixas' });
    await userEvent.click(within(fixed).getByRole('button', { name: 'ADICIONAR CATEGORIA' }));
    const dialog = await canvas.findByRole('dialog', { name: 'ADICIONAR CATEGORIA' });
    const names = within(within(dialog).getByLabelText('Categoria'))
      .getAllByRole('option')
      .filter((option) => (option as HTMLOptionElement).value !== '')
      .map((option) => option.textContent);
    await expect(names).toEqual(['academia', 'Água e esgoto', 'Seguros']);
  },
};

export const AddCategoryLimitErrorWaits: Story = {
  play: async (context) => {
    const dialog = await addLeisureToVariable(context);
    const { userEvent } = context;
    await expect(await within(dialog).findByLabelText('Limite')).toHaveValue('');
    await expect(within(dialog).queryByText('VALOR INVÁLIDO')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'DEFINIR LIMITE' }));
    await expect(await within(dialog).findByText('VALOR INVÁLIDO')).toBeVisible();
  },
};

/** With Moeda 'Dólar americano' the R$/% toggle names the dollar, as the Limite field does. */
export const AddCategoryInDollars: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/users/:id', () => envelope({ ...moneyUser, currency: 'USD' })));
    setCurrency('USD');
    return () => setCurrency('BRL');
  },
  play: async (context) => {
    const dialog = await addLeisureToVariable(context);
    await expect(await within(dialog).findByRole('radio', { name: 'US$' })).toBeChecked();
    await expect(within(dialog).queryByRole('radio', { name: 'R$' })).toBeNull();
    await expect(within(dialog).getByRole('radio', { name: '%' })).toBeVisible();
  },
};

export const DiscardChanges: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar planejamento' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remover Energia elétrica' }));
    const fixed = canvas.getByRole('region', { name: 'Despesas Fixas' });
    await expect(within(fixed).queryByText('Energia elétrica')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar alterações' }));
    await expect(within(fixed).getByText('Energia elétrica')).toBeVisible();
    await expect(writes('PATCH')).toHaveLength(0);
  },
};

/** A refusal says the server's reason (spec 3 section 8), once, and keeps what still applies. */
export const ApplyFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.patch('*/budgets/multi-update', () =>
        apiError(400, 'VALOR ULTRAPASSA AS RECEITAS', [
          { message: 'VALOR ULTRAPASSA AS RECEITAS', field: 'value' },
        ]),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar planejamento' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remover Energia elétrica' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar alterações' }));
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe('VALOR ULTRAPASSA AS RECEITAS'));
    // The line is still stored, so the removal still applies: it stays pending.
    await expect(canvas.getByText('1 alteração pendente')).toBeVisible();
  },
};

/** Carlos's plan as he left it in his own tab: his Aluguel line removed. */
const withoutAluguel = planningBudgets.map((budget) => ({
  ...budget,
  essentialCategories: (budget.essentialCategories ?? []).filter((line) => line._id !== 'line-aluguel'),
}));

/** Edits Aluguel to R$ 2.800,00 and Supermercado to R$ 1.600,00 on this month only. */
async function editTwoLines(
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
) {
  await userEvent.click(
    await canvas.findByRole('button', { name: 'Editar planejamento' }, { timeout: 5000 }),
  );
  for (const [name, cents] of [
    ['Aluguel', '280000'],
    ['Supermercado', '160000'],
  ] as const) {
    await userEvent.click(canvas.getByRole('button', { name: `Editar ${name}` }));
    const dialog = await canvas.findByRole('dialog', { name: 'EDITAR PLANEJAMENTO DE CATEGORIA' });
    const limit = within(dialog).getByLabelText('Limite');
    await userEvent.clear(limit);
    await userEvent.type(limit, cents);
    await userEvent.click(within(dialog).getByRole('button', { name: 'EDITAR' }));
    const confirm = await canvas.findByRole('dialog', { name: 'Planejamento' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Planejamento' })).toBeNull());
  }
  await expect(await canvas.findByText('2 alterações pendentes')).toBeVisible();
}

/**
 * The admin edits Carlos's plan while Carlos removes his Aluguel line in his own tab: 'Aplicar
 * alterações' is refused. The admin reads the server's reason, the plan is read again (no Aluguel),
 * the Supermercado change stays pending and the next 'Aplicar alterações' saves it (audit U2).
 */
export const ApplyAfterAnotherPersonRemovedALine: Story = {
  beforeEach({ msw }) {
    let removed = false;
    msw.use(
      http.get('*/users/:id', () => envelope(familyUser)),
      http.get('*/budgets', ({ request }) => {
        calls.push({ method: 'GET', url: new URL(request.url), body: undefined });
        return collection(removed ? withoutAluguel : planningBudgets);
      }),
      http.patch('*/budgets/multi-update', async ({ request }) => {
        const body = (await request.json()) as Record<string, { category?: string }[]>;
        calls.push({ method: 'PATCH', url: new URL(request.url), body });
        removed = true;
        const message = 'Categoria não está inclusa no planejamento';
        return Object.values(body).some((changes) =>
          changes.some((change) => change.category === 'cat-aluguel'),
        )
          ? apiError(400, message, [{ message, field: 'category' }])
          : collection(withoutAluguel.slice(1, 2));
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(
      await canvas.findByLabelText('Usuário', {}, { timeout: 5000 }),
      'Carlos Souza',
    );
    await editTwoLines(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar alterações' }));
    const alert = await canvas.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toBe(
        'Categoria não está inclusa no planejamento\n' +
          'O planejamento foi lido novamente e mostra o que está salvo: a alteração de Aluguel não se ' +
          'aplica mais e foi descartada. As demais continuam pendentes.',
      ),
    );
    const fixed = canvas.getByRole('region', { name: 'Despesas Fixas' });
    await waitFor(() => expect(within(fixed).queryByText('Aluguel')).toBeNull());
    await expect(canvas.getByText('1 alteração pendente')).toBeVisible();
    const variable = canvas.getByRole('region', { name: 'Despesas Variáveis' });
    // The card's total and the line's 'Planejado' both say it.
    await expect(within(variable).getAllByText(/R\$\s1\.600,00/)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar alterações' }));
    await expect(await canvas.findByRole('button', { name: 'Editar planejamento' })).toBeVisible();
    const sent = writes('PATCH');
    await expect(sent).toHaveLength(2);
    await expect(sent[1]?.url.searchParams.get('userId')).toBe(PARTNER);
    await expect(sent[1]?.body).toEqual({
      'budget-2026-03': [
        { mode: 'edit', _id: 'line-mercado', category: 'cat-mercado', type: 'noessential', value: 1600 },
      ],
    });
  },
};

/** Whether the other person (or this person in another tab) has removed Aluguel by now. */
let aluguelRemoved = false;

/**
 * The same person removed Aluguel in another tab while this one had pending edits: 'Descartar
 * alterações' shows the plan as stored now, not as this tab first read it (audit U2).
 */
export const DiscardShowsTheStoredPlan: Story = {
  beforeEach({ msw }) {
    aluguelRemoved = false;
    msw.use(http.get('*/budgets', () => collection(aluguelRemoved ? withoutAluguel : planningBudgets)));
  },
  play: async ({ canvas, userEvent }) => {
    await editTwoLines(canvas, userEvent);
    aluguelRemoved = true;
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar alterações' }));
    const fixed = canvas.getByRole('region', { name: 'Despesas Fixas' });
    await waitFor(() => expect(within(fixed).queryByText('Aluguel')).toBeNull());
    const variable = canvas.getByRole('region', { name: 'Despesas Variáveis' });
    await expect(within(variable).queryByText(/R\$\s1\.600,00/)).toBeNull();
    await expect(within(variable).getAllByText(/R\$\s1\.500,00/)).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Editar planejamento' })).toBeVisible();
    await expect(writes('PATCH')).toHaveLength(0);
  },
};

export const ShowNotPlanned: Story = {
  play: async ({ canvas, userEvent }) => {
    const variable = await canvas.findByRole('region', { name: 'Despesas Variáveis' });
    await expect(within(variable).queryByText('Lazer')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mostrar categorias não planejadas' }));
    await expect(within(variable).queryByText('Lazer')).toBeNull();
    await expect(
      await within(variable).findByRole('img', { name: 'Categoria não está inclusa no planejamento' }),
    ).toBeInTheDocument();
    await expect(within(variable).getByText('Lazer')).toBeVisible();
    await expect(localStorage.getItem('showNotPlannedCategories')).toBe('true');
  },
};

/**
 * The reset deletes every month the screen shows or can create, from one month back to the end of
 * the last selectable month's window (decision 165); the screen then shows the empty state, and the
 * once-per-session fill does not rebuild what was deleted.
 */
export const ResetPlanning: Story = {
  beforeEach({ msw }) {
    // Its own person: the fill is claimed once per session and user, across stories too.
    startSession({ accessToken: 'story-token', id: 'reset-person' });
    let stored = [...planningBudgets];
    msw.use(
      http.get('*/budgets', async ({ request }) => {
        calls.push({ method: 'GET', url: new URL(request.url), body: undefined });
        return collection(stored);
      }),
      http.delete('*/budgets/:id', async ({ request }) => {
        const url = new URL(request.url);
        calls.push({ method: 'DELETE', url, body: undefined });
        const from = url.searchParams.get('startDate') ?? '';
        const to = url.searchParams.get('endDate') ?? '';
        stored = stored.filter((budget) => budget.date < from || budget.date > to);
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reiniciar planejamento' }));
    const confirm = await canvas.findByRole('dialog', { name: 'Planejamento' });
    await expect(within(confirm).getByText('Deseja excluir este planejamento?')).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(writes('DELETE')).toHaveLength(1));
    const [removal] = writes('DELETE');
    await expect(removal?.url.pathname).toMatch(/\/budgets\/budget-2026-03$/);
    await expect(removal?.url.searchParams.get('startDate')).toBe('2026-02-01');
    await expect(removal?.url.searchParams.get('endDate')).toBe('2028-01-31');
    await expect(await canvas.findByRole('button', { name: 'CRIAR MEU PRÓPRIO PLANEJAMENTO' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(writes('POST')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'CRIAR MEU PRÓPRIO PLANEJAMENTO' })).toBeVisible();
  },
};

export const Projection: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('region', { name: 'Resumo do orçamento' });
    await userEvent.click(canvas.getByRole('button', { name: 'Projeção anual' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Projeção do orçamento' });
    await expect(within(dialog).getAllByRole('columnheader')).toHaveLength(14);
    for (const name of ['Saldo', 'Acumulado'])
      await expect(within(dialog).getByRole('rowheader', { name })).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Mostrar categorias de Divídas & parcelas' }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mostrar categorias de Receitas' }));
    await expect(within(dialog).getByRole('rowheader', { name: 'Salário' })).toBeVisible();
    const accumulated = within(dialog).getByRole('row', { name: /^Acumulado(?! inicial)/ });
    // Opening R$ 1.000,00 plus R$ 1.300,00 planned balance each month, the first month's included:
    // each column is the previous one plus its 'Saldo' (decision 213).
    const running = within(accumulated)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    await expect(running.slice(0, 3)).toEqual(['R$ 2.300,00', 'R$ 3.600,00', 'R$ 4.900,00']);
    await expect(running.at(-1)).toBe('R$ 17.900,00');
    await userEvent.clear(within(dialog).getByLabelText('Acumulado de Fev'));
    await userEvent.type(within(dialog).getByLabelText('Acumulado de Fev'), '200000');
    await userEvent.tab();
    await waitFor(() => expect(writes('PATCH')).toHaveLength(1));
    await expect(writes('PATCH')[0]?.body).toEqual({ accumulated: 2000 });
  },
};

/**
 * A window whose first column has no plan (the plan starts in March): the opening amount saved on
 * March still opens the running value, and is edited there, as GET /balances?type=budgets sums it.
 */
export const ProjectionOpeningOnFirstPlannedMonth: Story = {
  beforeEach({ msw }) {
    const budgets = Array.from({ length: 12 }, (_, index) =>
      planningBudget(addMonths('2026-03', index), { accumulated: index === 0 ? 1000 : 0 }),
    );
    msw.use(...planningHandlers(calls, budgets));
    // Twelve months: the fill runs, claimed once per session and user, so another person's.
    startSession({ accessToken: 'story-token', id: 'projection-person' });
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('region', { name: 'Resumo do orçamento' });
    await userEvent.click(canvas.getByRole('button', { name: 'Projeção anual' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Projeção do orçamento' });
    const running = within(within(dialog).getByRole('row', { name: /^Acumulado(?! inicial)/ }))
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    await expect(running.slice(0, 3)).toEqual(['R$ 0,00', 'R$ 2.300,00', 'R$ 3.600,00']);
    await expect(within(dialog).getByLabelText('Acumulado de Mar')).toHaveValue('1.000,00');
  },
};

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Edit mode, then a line's limit typed as digits (hundredths) in its edit modal. */
async function editLimit({ canvas, userEvent }: PlayContext, line: string, digits: string) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Editar planejamento' }));
  await userEvent.click(canvas.getByRole('button', { name: `Editar ${line}` }));
  const dialog = await canvas.findByRole('dialog', { name: 'EDITAR PLANEJAMENTO DE CATEGORIA' });
  await userEvent.clear(within(dialog).getByLabelText('Limite'));
  await userEvent.type(within(dialog).getByLabelText('Limite'), digits);
  await userEvent.click(within(dialog).getByRole('button', { name: 'EDITAR' }));
}

/** Edit mode, then 'Lazer' added to Despesas Variáveis up to the limit's stage; the modal. */
async function addLeisureToVariable({ canvas, userEvent }: PlayContext) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Editar planejamento' }));
  const variable = canvas.getByRole('region', { name: 'Despesas Variáveis' });
  await userEvent.click(within(variable).getByRole('button', { name: 'ADICIONAR CATEGORIA' }));
  const dialog = await canvas.findByRole('dialog', { name: 'ADICIONAR CATEGORIA' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Categoria'), 'Lazer');
  await userEvent.click(within(dialog).getByRole('button', { name: 'PRÓXIMO' }));
  return dialog;
}

/** A pending edit repeated for the next months shows in every month it reaches (decision 212). */
export const ProjectionWithRepeatedEdit: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await editLimit(context, 'Aluguel', '280000');
    const confirm = await canvas.findByRole('dialog', { name: 'Planejamento' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sim' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Projetar alterações' }));
    const projection = await canvas.findByRole('dialog', { name: 'Projeção do orçamento' });
    const balance = within(projection).getByRole('row', { name: /^Saldo/ });
    // February, before the edited March, keeps R$ 1.300,00; March and the eleven months after, R$ 1.000,00 (R$ 300,00 more rent).
    await expect(within(balance).getAllByText('R$ 1.300,00')).toHaveLength(1);
    await expect(within(balance).getAllByText('R$ 1.000,00')).toHaveLength(12);
  },
};

/** A line that recurs monthly: its edit asks nothing and reaches every month after it. */
export const EditRecurringLineReachesItsMonths: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await editLimit(context, 'Salário', '900000');
    await expect(await canvas.findByText('1 alteração pendente')).toBeVisible();
    await expect(canvas.queryByText('Repetir para os próximos meses?')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Projetar alterações' }));
    const projection = await canvas.findByRole('dialog', { name: 'Projeção do orçamento' });
    const revenues = within(projection).getByRole('row', { name: /^▸ Receitas|Receitas/ });
    await expect(within(revenues).getAllByText('R$ 8.000,00')).toHaveLength(1);
    await expect(within(revenues).getAllByText('R$ 9.000,00')).toHaveLength(12);
  },
};

/** A family: the user filter asks for the chosen member's plan. */
export const FamilyMemberFilter: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/users/:id', () => envelope(familyUser)));
  },
  play: async ({ canvas, userEvent }) => {
    const select = await canvas.findByLabelText('Usuário');
    await userEvent.selectOptions(select, 'Carlos Souza');
    await waitFor(() =>
      expect(
        calls.some((call) => call.url.searchParams.get('userId') === familyUser.family?.members?.[1]?.user),
      ).toBe(true),
    );
  },
};

/** The family as Ana's record lists it once Carlos has left. */
const withoutCarlos: typeof familyUser = {
  ...familyUser,
  family: {
    ...familyUser.family,
    members: (familyUser.family?.members ?? []).filter((member) => member.user !== PARTNER),
  },
};

/**
 * Carlos left the family on his own device while the admin's screen still offered him: his plan
 * answers 403, the family is read again without him, the screen stays on the admin's own plan and
 * says so, never 'Erro de comunicação com o servidor' (audit P6).
 */
export const MemberWhoLeftIsDropped: Story = {
  beforeEach({ msw }) {
    let left = false;
    msw.use(
      http.get('*/users/:id', () => envelope(left ? withoutCarlos : familyUser)),
      http.get('*/budgets', ({ request }) => {
        calls.push({ method: 'GET', url: new URL(request.url), body: undefined });
        if (new URL(request.url).searchParams.get('userId') !== PARTNER) return collection(planningBudgets);
        left = true;
        return apiError(403, 'Você não tem permissão para acessar este recurso.');
      }),
      http.get('*/transactions', ({ request }) =>
        new URL(request.url).searchParams.get('userId') === PARTNER
          ? apiError(403, 'Você não tem permissão para acessar este recurso.')
          : collection([]),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Usuário'), 'Carlos Souza');
    await expect(
      await canvas.findByText('Carlos Souza não faz mais parte da família.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Planejamento do orçamento' })).toBeVisible();
    await expect(canvas.queryByText('Não foi possível carregar o planejamento.')).toBeNull();
    await expect(await canvas.findByRole('button', { name: 'Editar planejamento' })).toBeVisible();
    // Alone in the family now: no one else to choose.
    await waitFor(() => expect(canvas.queryByLabelText('Usuário')).toBeNull());
  },
};

/**
 * The admin has a change pending on Carlos's plan when Carlos leaves the family: 'Aplicar
 * alterações' is refused (403) and read as decision 008 reads a refused read: the screen goes back
 * to her own plan and says he left, never an endless 'Tente novamente' (audit U2).
 */
export const ApplyAfterTheMemberLeft: Story = {
  beforeEach({ msw }) {
    let left = false;
    msw.use(
      http.get('*/users/:id', () => envelope(left ? withoutCarlos : familyUser)),
      http.patch('*/budgets/multi-update', async ({ request }) => {
        calls.push({ method: 'PATCH', url: new URL(request.url), body: await request.json() });
        left = true;
        return apiError(403, 'Você não tem permissão para realizar esta ação');
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(
      await canvas.findByLabelText('Usuário', {}, { timeout: 5000 }),
      'Carlos Souza',
    );
    await editTwoLines(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar alterações' }));
    await expect(
      await canvas.findByText('Carlos Souza não faz mais parte da família.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByText('Não foi possível salvar o planejamento. Tente novamente.')).toBeNull();
    await expect(canvas.queryByText(/alteraç(ão|ões) pendentes?/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Editar planejamento' })).toBeVisible();
    // Alone in the family now: no one else to choose, and her own plan shows.
    await waitFor(() => expect(canvas.queryByLabelText('Usuário')).toBeNull());
    await expect(writes('PATCH')).toHaveLength(1);
  },
};

/**
 * Changes pending on Carlos's plan are his: the 'Usuário' choice waits until they are applied or
 * discarded, or 'Aplicar alterações' would have sent them to whoever was chosen next.
 */
export const PendingChangesKeepTheUser: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/users/:id', () => envelope(familyUser)));
  },
  play: async ({ canvas, userEvent }) => {
    const member = await canvas.findByLabelText('Usuário', {}, { timeout: 5000 });
    await userEvent.selectOptions(member, 'Carlos Souza');
    await editTwoLines(canvas, userEvent);
    await expect(member).toBeDisabled();
    await expect(member).toHaveAccessibleDescription(
      'Aplique ou descarte as alterações pendentes para ver outro usuário.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar alterações' }));
    await waitFor(() => expect(member).toBeEnabled());
    await expect(member).toHaveValue(PARTNER);
  },
};

/** The family's user as a plain member: the other person is the family's admin. */
const familyUserAsMember: typeof familyUser = {
  ...familyUser,
  family: {
    ...familyUser.family,
    members: (familyUser.family?.members ?? []).map((member) => ({
      ...member,
      role: member.user === ME ? 'member' : 'admin',
    })),
  },
};

/**
 * Ana, a plain member, views the admin Carlos's plan when Carlos removes her from the family: the
 * next month's read is refused, and the sentence is about her, who left, not about the admin, who
 * is still in the family (audit U8).
 */
export const ViewerRemovedFromTheFamily: Story = {
  beforeEach({ msw }) {
    const asMember = familyUserAsMember;
    // Her record once removed: no family at all.
    const { family: _gone, ...removed } = asMember;
    let out = false;
    msw.use(
      http.get('*/users/:id', () => envelope(out ? removed : asMember)),
      http.get('*/budgets', ({ request }) => {
        const url = new URL(request.url);
        calls.push({ method: 'GET', url, body: undefined });
        if (url.searchParams.get('userId') !== PARTNER) return collection(planningBudgets);
        // Carlos removes her once his March plan is on her screen.
        if (url.searchParams.get('startDate') !== '2026-02-01') {
          out = true;
          return apiError(403, 'Você não tem permissão para realizar esta ação');
        }
        return collection(planningBudgets);
      }),
      http.get('*/transactions', ({ request }) =>
        out && new URL(request.url).searchParams.get('userId') === PARTNER
          ? apiError(403, 'Você não tem permissão para realizar esta ação')
          : collection([]),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(
      await canvas.findByLabelText('Usuário', {}, { timeout: 5000 }),
      'Carlos Souza',
    );
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Receitas' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await expect(
      await canvas.findByText('Você não faz mais parte da família.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByText('Carlos Souza não faz mais parte da família.')).toBeNull();
    await expect(canvas.queryByText('Não foi possível carregar o planejamento.')).toBeNull();
    // Her own plan, which she may change, and no one else to choose.
    await expect(await canvas.findByRole('button', { name: 'Editar planejamento' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByLabelText('Usuário')).toBeNull());
  },
};

/** Fewer than 13 months stored: the missing ones are filled once. */
export const FillsMissingMonths: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/budgets', () => collection([planningBudget('2026-03')])));
  },
  play: async ({ canvas }) => {
    // The fill goes once per page (planning-fill.ts), so a retry cannot make up for a short wait:
    // wait for the screen, then give the fill the time a loaded machine takes.
    await canvas.findByRole('region', { name: 'Resumo do orçamento' }, { timeout: 5000 });
    await waitFor(() => expect(writes('POST')).toHaveLength(1), { timeout: 5000 });
    await expect(writes('POST')[0]?.url.searchParams.get('fill')).toBe('true');
  },
};

/** The planner's login kept beside the session, with Ana (whose id is `ana`) and João as clients. */
function rememberPlannerOf(ana: string) {
  rememberPlannerLogin({
    token: 'planner-token',
    id: 'planner-1',
    image: null,
    clients: [
      { _id: ana, name: 'Ana Paula Souza', email: 'ana@exemplo.com.br' },
      { _id: 'client-2', name: 'João Pereira Lima', email: 'joao@exemplo.com.br' },
    ],
  });
}

/** A planner in their own session sees their clients in the user filter (decision 211). */
export const PlannerClients: Story = {
  beforeEach() {
    rememberPlannerOf('client-1');
    startSession({ accessToken: 'planner-token', id: 'planner-1' });
  },
  play: async ({ canvas, userEvent }) => {
    const select = await canvas.findByLabelText('Usuário');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Usuário principal', 'Ana Paula Souza', 'João Pereira Lima']);
    await userEvent.selectOptions(select, 'João Pereira Lima');
    await waitFor(() =>
      expect(calls.some((call) => call.url.searchParams.get('userId') === 'client-2')).toBe(true),
    );
  },
};

/** Signed in for one client, the planner sees that household only: no other client (audit F6). */
export const PlannerForClientSeesThatHousehold: Story = {
  beforeEach() {
    rememberPlannerOf(ME);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Editar planejamento' })).toBeVisible();
    await expect(canvas.queryByLabelText('Usuário')).toBeNull();
  },
};

/** A plain member views the admin's plan: no edit, no reset, no fill the server would refuse (audit F3). */
export const MemberViewsTheAdminsPlan: Story = {
  beforeEach({ msw }) {
    const asMember = familyUserAsMember;
    msw.use(
      http.get('*/users/:id', () => envelope(asMember)),
      // Fewer than 13 months: the admin's own screen would fill them; the member's must not try.
      http.get('*/budgets', ({ request }) => {
        calls.push({ method: 'GET', url: new URL(request.url), body: undefined });
        return collection([planningBudget('2026-03')]);
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Usuário'), 'Carlos Souza');
    await waitFor(() =>
      expect(calls.some((call) => call.url.searchParams.get('userId') === PARTNER)).toBe(true),
    );
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Receitas' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Editar planejamento' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reiniciar planejamento' })).toBeNull();
    await expect(writes('POST').filter((call) => call.url.searchParams.get('userId') === PARTNER)).toEqual(
      [],
    );
    // The projection reads the opening amount: nothing to type that the server would refuse (audit P7).
    await userEvent.click(canvas.getByRole('button', { name: 'Projeção anual' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Projeção do orçamento' });
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
    await expect(within(dialog).getByRole('row', { name: /^Acumulado inicial/ })).toHaveTextContent(
      /R\$\s0,00/,
    );
  },
};

/** A refused opening amount goes back to the stored one, and the person reads why (audit P7). */
export const ProjectionOpeningRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.patch('*/budgets/:id', () => apiError(403, 'Você não tem permissão para realizar esta ação')),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('region', { name: 'Resumo do orçamento' });
    await userEvent.click(canvas.getByRole('button', { name: 'Projeção anual' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Projeção do orçamento' });
    const opening = within(dialog).getByLabelText('Acumulado de Fev');
    await userEvent.clear(opening);
    await userEvent.type(opening, '200000');
    await userEvent.tab();
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Você não tem permissão para realizar esta ação',
    );
    await expect(opening).toHaveValue('1.000,00');
    const running = within(within(dialog).getByRole('row', { name: /^Acumulado(?! inicial)/ }))
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    await expect(running[0]).toBe('R$ 2.300,00');
  },
};

/**
 * A phone with its largest text (Chrome's font size 24 px): each card's total stays inside its card,
 * under the title when they no longer share a line, and the page is no wider than the window (audit Z8).
 */
export const LargeTextOnAPhone: Story = {
  parameters: {
    viewport: { options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } } } },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas }) => {
    const root = document.documentElement;
    root.style.fontSize = '24px';
    try {
      const investments = await canvas.findByRole('region', { name: 'Investimentos' });
      const outside = [...(investments.parentElement as HTMLElement).querySelectorAll('section')].flatMap(
        (card) => {
          const edge =
            card.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(card).paddingRight);
          const total = card.querySelector('header > :last-child') as HTMLElement;
          return total.getBoundingClientRect().right > edge + 0.5 ? [card.getAttribute('aria-label')] : [];
        },
      );
      await expect(outside).toEqual([]);
      await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    } finally {
      root.style.fontSize = '';
    }
  },
};
