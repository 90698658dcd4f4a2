import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { ObjectivesScreen } from '@/features/objectives';
import { apiError, neverAnswer } from '@/testing/msw';
import {
  allObjectives,
  baseHandlers,
  listOf,
  objectivesPage,
  recorder,
  signedIn,
  unlinked,
  WithHosts,
} from './support';

function Screen() {
  return (
    <WithHosts>
      <ObjectivesScreen />
    </WithHosts>
  );
}

const meta = {
  title: 'Objectives/Objetivos financeiros',
  component: Screen,
  parameters: { layout: 'fullscreen', page: objectivesPage },
  beforeEach({ msw }) {
    msw.use(...baseHandlers());
    return signedIn();
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = async (
  canvas: { findByRole: (role: 'listitem', o: { name: string }) => Promise<HTMLElement> },
  name: string,
) => canvas.findByRole('listitem', { name });

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Objetivos financeiros' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Novo objetivo/ })).toBeVisible();
    const reserva = await card(canvas, 'Reserva de emergência');
    await expect(within(reserva).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '41%');
    await expect(within(reserva).getByText('R$ 12.500,00')).toBeVisible();
    await expect(within(reserva).queryByRole('img', { name: 'Objetivo concluído' })).toBeNull();
    for (const action of ['Histórico', 'Depositar', 'Resgatar', 'Excluir'])
      await expect(within(reserva).getByRole('button', { name: action })).toBeEnabled();
    const car = await card(canvas, 'Carro novo');
    await expect(within(car).getByText('< 1%')).toBeVisible();
    const travel = await card(canvas, 'Viagem para Salvador');
    await expect(within(travel).getByRole('img', { name: 'Objetivo concluído' })).toBeVisible();
    await expect(within(travel).getByText('100%')).toBeVisible();
    await expect(within(travel).getByRole('button', { name: 'Depositar' })).toBeDisabled();
    const mba = await card(canvas, 'MBA');
    await expect(within(mba).getByText('Formação profissional')).toBeVisible();
    await expect(within(mba).getByRole('button', { name: 'Resgatar' })).toBeDisabled();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer('*/api/objectives'));
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status', { name: 'Carregando…' })).length).toBe(3);
    await expect(canvas.getByRole('button', { name: /Novo objetivo/ })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(listOf([]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Defina uma meta e acompanhe seus depósitos')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/objectives', () => apiError(500, 'Erro de comunicação com o servidor')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar seus objetivos.',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const AddOpensTheWizard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Novo objetivo/ }));
    const dialog = await canvas.findByRole('dialog', { name: 'Novo objetivo' });
    await expect(within(dialog).getByRole('heading', { name: 'Qual é o seu objetivo?' })).toBeVisible();
  },
};

export const StatementOpensTheHistory: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      within(await card(canvas, 'Viagem para Salvador')).getByRole('button', { name: 'Histórico' }),
    );
    const dialog = await canvas.findByRole('dialog', { name: 'Histórico' });
    await expect(within(dialog).getAllByText('Depósito')).toHaveLength(2);
  },
};

export const DeleteConfirmed: Story = {
  beforeEach({ msw }) {
    const calls = recorder();
    (globalThis as { deleteCalls?: typeof calls.calls }).deleteCalls = calls.calls;
    msw.use(
      http.delete('*/api/objectives/:id', async ({ request }) => {
        await calls.record(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(await card(canvas, 'MBA')).getByRole('button', { name: 'Excluir' }));
    const confirm = await canvas.findByRole('dialog', { name: 'Excluir objetivo' });
    await expect(within(confirm).getByText('Tem certeza que deseja excluir esse objetivo')).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await expect(await canvas.findByText('Objetivo excluído')).toBeVisible();
    const calls = (globalThis as { deleteCalls?: Array<{ path: string }> }).deleteCalls ?? [];
    await expect(calls.map((call) => call.path)).toEqual(['/api/objectives/obj-curso']);
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(await card(canvas, 'MBA')).getByRole('button', { name: 'Excluir' }));
    const confirm = await canvas.findByRole('dialog', { name: 'Excluir objetivo' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(await card(canvas, 'MBA')).toBeVisible();
  },
};

export const DeleteFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete('*/api/objectives/:id', () => apiError(500, 'Erro')));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(await card(canvas, 'MBA')).getByRole('button', { name: 'Excluir' }));
    const confirm = await canvas.findByRole('dialog', { name: 'Excluir objetivo' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await expect(await canvas.findByText('Não foi possível excluir esse objetivo')).toBeVisible();
  },
};

const paymentReads: string[] = [];

/** The route's loader read the wallets the modal saves from: opening it asks for them no second time. */
export const ModalReusesTheWallets: Story = {
  beforeEach({ msw }) {
    paymentReads.length = 0;
    msw.use(
      http.get('*/api/payments', ({ request }) => {
        paymentReads.push(request.url);
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await card(canvas, 'MBA');
    await expect(paymentReads).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: /Novo objetivo/ }));
    await canvas.findByRole('dialog', { name: 'Novo objetivo' });
    await expect(paymentReads).toHaveLength(1);
  },
};

/** An objective whose account went with a removed bank connection keeps its savings and says so. */
export const AccountRemoved: Story = {
  beforeEach({ msw }) {
    msw.use(listOf([...allObjectives, unlinked]));
  },
  play: async ({ canvas, userEvent }) => {
    const house = await card(canvas, 'Entrada da casa');
    await expect(within(house).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '10%');
    await expect(
      within(house).getByText(
        'A conta deste objetivo foi removida. O valor guardado continua aqui; escolha outra conta ao depositar.',
      ),
    ).toBeVisible();
    await expect(
      within(await card(canvas, 'Reserva de emergência')).queryByText(/A conta deste objetivo foi removida/),
    ).toBeNull();
    await userEvent.click(within(house).getByRole('button', { name: 'Depositar' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Depositar no objetivo' });
    await expect(within(dialog).getByLabelText('Conta')).toBeVisible();
  },
};
