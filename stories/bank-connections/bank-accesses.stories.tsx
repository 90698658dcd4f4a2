import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { BankAccessesPending, BankAccessesScreen } from '@/features/bank-connections';
import { loadBankAccesses } from '@/features/bank-connections/loader';
import { LoadErrorScreen } from '@/features/shell';
import { apiError, collection, neverAnswer } from '@/testing/msw';
import {
  bradescoLegacy,
  currentAccesses,
  demoToken,
  itauPending,
  listOf,
  mergePairs,
  mergesOf,
  NOW,
  nubank,
  recorder,
  SYNCED,
  santanderStale,
  signedIn,
  syncAnswers,
  WithHosts,
  withHealth,
} from './support';

function Screen({ syncOnEnter }: { syncOnEnter?: string }) {
  return (
    <WithHosts>
      <BankAccessesScreen now={NOW} syncOnEnter={syncOnEnter} />
    </WithHosts>
  );
}

/** Contas Conectadas as its route mounts it: the loader, the pending view and the error view. */
const page = {
  path: '/configuracoes/contas-automaticas',
  loader: loadBankAccesses,
  pending: BankAccessesPending,
  error: (props: ErrorComponentProps) => <LoadErrorScreen {...props} message="bank-connections:loadError" />,
};

const meta = {
  title: 'Settings/Contas Conectadas',
  component: Screen,
  parameters: { layout: 'fullscreen', page },
  beforeEach({ msw }) {
    msw.use(
      listOf(currentAccesses),
      demoToken(),
      mergesOf([]),
      http.get('*/api/objectives', () => collection([])),
    );
    return signedIn();
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const item = async (
  canvas: { findByRole: (role: 'article', options: { name: string }) => Promise<HTMLElement> },
  name: string,
) => canvas.findByRole('article', { name });

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contas Conectadas' })).toBeVisible();
    const nu = await item(canvas, 'NuBank');
    await expect(within(nu).getByText('Ativa')).toBeVisible();
    // The bank's last update and the last sync (decision 482) happened together.
    await expect(within(nu).getAllByText('10/03/2026, 09:00')).toHaveLength(2);
    await expect(within(nu).getByRole('list', { name: 'Contas importadas de NuBank' })).toHaveTextContent(
      'NuBank Mastercard',
    );
    await expect(within(nu).getByRole('button', { name: 'Sincronizar NuBank' })).toBeEnabled();
    const itau = await item(canvas, 'Itaú');
    await expect(
      within(itau).getByText('Essa conta está em processo de atualização pela instituição'),
    ).toBeVisible();
    await expect(within(itau).getByText('Nunca sincronizada')).toBeVisible();
    await expect(within(itau).getByRole('button', { name: 'Sincronizar Itaú' })).toBeDisabled();
    await expect(within(await item(canvas, 'Santander')).getByText('Dados desatualizados')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LegacyConnector: Story = {
  beforeEach({ msw }) {
    msw.use(listOf([nubank, bradescoLegacy]));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('precisam ser atualizadas');
    const bradesco = await item(canvas, 'Bradesco');
    await expect(within(bradesco).getByText('É necessário atualizar esta conta')).toBeVisible();
    await expect(within(bradesco).queryByRole('button', { name: 'Sincronizar Bradesco' })).toBeNull();
    await userEvent.click(within(bradesco).getByRole('button', { name: 'Atualizar Bradesco' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Atualizar conexão com Bradesco' });
    await expect(await within(dialog).findByRole('region', { name: 'Bancos disponíveis' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(listOf([]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Nenhuma conta conectada ainda/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Conectar nova conta' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer('*/api/bankaccesses'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Carregando…' })).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/bankaccesses', () => apiError(500, 'Erro de comunicação com o servidor')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar suas contas conectadas.',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const SyncSucceeds: Story = {
  beforeEach({ msw }) {
    msw.use(syncAnswers(200, SYNCED));
  },
  play: async ({ canvas, userEvent }) => {
    const nu = await item(canvas, 'NuBank');
    await userEvent.click(within(nu).getByRole('button', { name: 'Sincronizar NuBank' }));
    await expect(await within(nu).findByRole('status')).toHaveTextContent(SYNCED);
  },
};

export const SyncFails: Story = {
  beforeEach({ msw }) {
    msw.use(syncAnswers(502, 'Falha no provedor'));
  },
  play: async ({ canvas, userEvent }) => {
    const nu = await item(canvas, 'NuBank');
    await userEvent.click(within(nu).getByRole('button', { name: 'Sincronizar NuBank' }));
    await expect(await within(nu).findByRole('alert')).toHaveTextContent(
      'Não foi possível sincronizar sua conta automática',
    );
  },
};

export const TokenRequired: Story = {
  beforeEach({ msw }) {
    const { calls, record } = recorder();
    (globalThis as { tokenCalls?: typeof calls }).tokenCalls = calls;
    msw.use(
      syncAnswers(428, nubank.linkId),
      http.post('*/api/bankaccesses/:id/token', async ({ request }) => {
        await record(request);
        return HttpResponse.json({ message: SYNCED });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const nu = await item(canvas, 'NuBank');
    await userEvent.click(within(nu).getByRole('button', { name: 'Sincronizar NuBank' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Token do banco' });
    await expect(
      within(dialog).getByText('Informe a senha numérica (token) gerada pelo aplicativo do seu banco'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Token'), '48a2913');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Informar token' }));
    await expect(await within(nu).findByRole('status')).toHaveTextContent(SYNCED);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    const calls = (globalThis as { tokenCalls?: Array<{ path: string; body: unknown }> }).tokenCalls ?? [];
    await expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/bankaccesses/ba-nubank/token',
        body: { token: '482913', linkId: nubank.linkId },
      },
    ]);
  },
};

export const TokenRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      syncAnswers(428, nubank.linkId),
      http.post('*/api/bankaccesses/:id/token', () =>
        apiError(400, 'Token inválido. Gere um novo no aplicativo do seu banco.'),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sincronizar NuBank' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Token do banco' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Informar token' }));
    await expect(await within(dialog).findByText('Informe apenas números (de 4 a 12 dígitos)')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Token'), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Informar token' }));
    await expect(
      await within(dialog).findByText('Token inválido. Gere um novo no aplicativo do seu banco.'),
    ).toBeVisible();
  },
};

export const TokenCancelled: Story = {
  beforeEach({ msw }) {
    msw.use(syncAnswers(428, nubank.linkId));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sincronizar NuBank' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Token do banco' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(within(await item(canvas, 'NuBank')).queryByRole('status')).toBeNull();
  },
};

export const RemoveWarnsAboutHistory: Story = {
  beforeEach({ msw }) {
    let removed = false;
    msw.use(
      http.get('*/api/bankaccesses', () =>
        HttpResponse.json({
          data: { items: removed ? [] : [nubank], total: removed ? 0 : 1 },
        }),
      ),
      http.delete('*/api/bankaccesses/:id', () => {
        removed = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remover NuBank' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Remover conta conectada' });
    await expect(dialog).toHaveTextContent(
      'Todo o histórico de movimentações relacionado a esta conta será removido',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    // The notice moves from the row to the top of the list once the row is gone: check the end state.
    await expect(await canvas.findByText(/Nenhuma conta conectada ainda/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Conta removida com sucesso');
    // The button that opened the dialog is gone: the keyboard goes on from the tab's title (audit S2).
    await waitFor(() =>
      expect(document.activeElement).toBe(
        canvas.getByRole('heading', { level: 2, name: 'Contas Conectadas' }),
      ),
    );
  },
};

/**
 * The objectives that save into the connection's accounts are named before it goes: what they
 * saved stays, their next deposits will ask for another account (decision 029, audit S4).
 */
export const RemoveNamesTheObjectivesSavingThere: Story = {
  beforeEach({ msw }) {
    const objective = (name: string, payment: string) => ({
      _id: `obj-${name}`,
      name,
      category: 'viajar',
      totalValue: 1000,
      initialValue: 0,
      paidValue: 100,
      payment,
    });
    msw.use(
      listOf([nubank, santanderStale]),
      http.get('*/api/objectives', () =>
        collection([
          objective('Viagem S', 'p-nuconta'),
          objective('Casa', 'p-santander'),
          objective('Carro', 'p-nuconta'),
        ]),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remover NuBank' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Remover conta conectada' });
    await expect(dialog).toHaveTextContent(
      'Os objetivos Viagem S e Carro guardam dinheiro em contas deste banco: o valor já guardado continua em cada objetivo, e os próximos depósitos vão pedir outra conta.',
    );
    await expect(dialog).not.toHaveTextContent('Casa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remover Santander' }));
    await expect(await canvas.findByRole('dialog', { name: 'Remover conta conectada' })).toHaveTextContent(
      'O objetivo Casa guarda dinheiro em uma conta deste banco',
    );
  },
};

/** Two connections of one bank (old data, or one pending and one active): named apart (audit S2). */
export const SameBankTwiceNamedApart: Story = {
  beforeEach({ msw }) {
    msw.use(
      listOf([
        { ...nubank, _id: 'ba-itau-1', institution: 'Itaú', createdAt: '2026-03-01T13:00:00.000Z' },
        { ...itauPending, createdAt: '2026-03-09T18:30:00.000Z' },
      ]),
    );
  },
  play: async ({ canvas }) => {
    const first = await item(canvas, 'Itaú, conectada em 01/03/2026, 10:00');
    const second = await item(canvas, 'Itaú, conectada em 09/03/2026, 15:30');
    await expect(
      within(first).getByRole('button', { name: 'Sincronizar Itaú, conectada em 01/03/2026, 10:00' }),
    ).toBeEnabled();
    await expect(
      within(second).getByRole('button', { name: 'Remover Itaú, conectada em 09/03/2026, 15:30' }),
    ).toBeVisible();
    const names = canvas
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    await expect(new Set(names).size).toBe(names.length);
  },
};

export const EnteringWithAnIdSyncsIt: Story = {
  args: { syncOnEnter: nubank._id },
  parameters: {
    page: {
      ...page,
      path: `/configuracoes/contas-automaticas/${nubank._id}`,
      route: '/configuracoes/contas-automaticas/$bankAccessId',
    },
  },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/bankaccesses/:id/sync', ({ params }) =>
        params.id === nubank._id
          ? HttpResponse.json({ message: SYNCED })
          : apiError(404, 'Registro não encontrado'),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await within(await item(canvas, 'NuBank')).findByRole('status')).toHaveTextContent(SYNCED);
  },
};

/** Each connection says when it last synced and how it is doing (decision 482). */
export const LastSyncAndHealth: Story = {
  beforeEach({ msw }) {
    msw.use(listOf(withHealth));
  },
  play: async ({ canvas }) => {
    const nu = await item(canvas, 'NuBank');
    await expect(within(nu).getByText('Última sincronização')).toBeVisible();
    await expect(within(nu).getByText('Funcionando')).toBeVisible();
    const santander = await item(canvas, 'Santander');
    await expect(within(santander).getByText('Falhou na última sincronização')).toBeVisible();
    await expect(within(santander).getByText('10/03/2026, 11:00')).toBeVisible();
    const inter = await item(canvas, 'Inter');
    await expect(within(inter).getByText('Aguardando o token do banco')).toBeVisible();
    await expect(within(await item(canvas, 'NuBank')).getByText('Saúde da conexão')).toBeVisible();
    await expect(canvas.getByText('Nenhum lançamento parecido para revisar.')).toBeVisible();
  },
};

/** Rows imported from the bank that look like rows typed by hand: merged only on the person's word. */
export const MergeCandidates: Story = {
  beforeEach({ msw }) {
    const { calls, record } = recorder();
    (globalThis as { mergeCalls?: typeof calls }).mergeCalls = calls;
    let pairs = mergePairs;
    msw.use(
      http.get('*/api/bankmerges', () => HttpResponse.json({ data: { items: pairs, total: pairs.length } })),
      http.post('*/api/bankmerges', async ({ request }) => {
        await record(request);
        pairs = pairs.slice(1);
        return HttpResponse.json({
          message: 'Lançamentos unidos. Ficou o lançamento do banco, com o nome e a categoria que você deu.',
          data: { ...mergePairs[0]?.imported, name: 'Supermercado Bom Preço' },
        });
      }),
      http.post('*/api/bankmerges/refusals', async ({ request }) => {
        await record(request);
        pairs = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const section = await canvas.findByRole('region', { name: 'Lançamentos parecidos' });
    await expect(within(section).getByText(/Nada é unido sem a sua confirmação/)).toBeVisible();
    const first = within(section).getByRole('listitem', {
      name: 'PAG*SUPERMERCADO BOM PRECO e Supermercado Bom Preço',
    });
    await expect(within(first).getByText('Do banco')).toBeVisible();
    await expect(within(first).getByText('Lançado por você')).toBeVisible();
    await expect(within(first).getAllByText(/R\$\s187,40/)).toHaveLength(2);
    await expect(within(first).getByText('Supermercado · Carteira')).toBeVisible();
    const calls = () =>
      (globalThis as { mergeCalls?: Array<{ path: string; body: unknown }> }).mergeCalls ?? [];
    await expect(calls()).toEqual([]);
    await userEvent.click(
      within(first).getByRole('button', { name: 'Unir Supermercado Bom Preço ao lançamento do banco' }),
    );
    await expect(await within(section).findByText(/Lançamentos unidos/)).toBeVisible();
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    // The pressed button left with its pair: the next pair's takes the focus (audit S2).
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(section).getByRole('button', { name: 'Unir Uber para o trabalho ao lançamento do banco' }),
      ),
    );
    await userEvent.click(
      within(section).getByRole('button', { name: 'São diferentes: manter Uber para o trabalho separado' }),
    );
    await expect(await within(section).findByText('Nenhum lançamento parecido para revisar.')).toBeVisible();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(section).getByRole('heading', { name: 'Lançamentos parecidos' }),
      ),
    );
    await expect(calls().map((call) => [call.path, call.body])).toEqual([
      ['/api/bankmerges', { imported: 'imp-mercado', manual: 'man-mercado' }],
      ['/api/bankmerges/refusals', { imported: 'imp-uber', manual: 'man-uber' }],
    ]);
  },
};

/**
 * A pair already settled in another tab: the server's words, not "try later", and the refreshed
 * list without it (audit S1); the keyboard moves on to the pair left (audit S2).
 */
export const MergeSettledElsewhere: Story = {
  beforeEach({ msw }) {
    let pairs = mergePairs;
    msw.use(
      http.get('*/api/bankmerges', () => HttpResponse.json({ data: { items: pairs, total: pairs.length } })),
      http.post('*/api/bankmerges/refusals', () => {
        pairs = pairs.slice(1);
        return apiError(404, 'Esses lançamentos não podem mais ser unidos');
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const section = await canvas.findByRole('region', { name: 'Lançamentos parecidos' });
    await userEvent.click(
      within(section).getByRole('button', { name: 'São diferentes: manter Supermercado Bom Preço separado' }),
    );
    await expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Esses lançamentos não podem mais ser unidos',
    );
    await expect(within(section).queryByText(/no momento/)).toBeNull();
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(section).getByRole('button', { name: 'São diferentes: manter Uber para o trabalho separado' }),
      ),
    );
  },
};

/** A failure that a retry may fix keeps the pair and its button, with the screen's own words. */
export const MergeFailsForNow: Story = {
  beforeEach({ msw }) {
    msw.use(
      mergesOf(mergePairs),
      http.post('*/api/bankmerges', () => apiError(500, 'Erro interno do servidor')),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const section = await canvas.findByRole('region', { name: 'Lançamentos parecidos' });
    const merge = within(section).getByRole('button', {
      name: 'Unir Supermercado Bom Preço ao lançamento do banco',
    });
    await userEvent.click(merge);
    await expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Não foi possível atualizar esses lançamentos no momento',
    );
    await expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(merge));
  },
};
