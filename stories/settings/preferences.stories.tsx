import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fireEvent } from 'storybook/test';
import { getSessionSnapshot } from '@/app/session';
import { PreferencesScreen } from '@/features/settings';
import { apiError, envelope, neverAnswer } from '@/testing/msw';
import { profileUser, recorder, signedIn, userIs } from './support';

const meta = {
  title: 'Settings/Preferências',
  component: PreferencesScreen,
  parameters: { layout: 'fullscreen', page: { path: '/configuracoes/preferencias' } },
  beforeEach({ msw }) {
    msw.use(userIs(profileUser));
    return signedIn();
  },
} satisfies Meta<typeof PreferencesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  beforeEach({ msw }) {
    const { preferences: _ignored, currency: _none, ...withoutPreferences } = profileUser;
    msw.use(userIs(withoutPreferences));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: 'Receber notificações' })).toBeChecked();
    await expect(canvas.getByLabelText('Horário das notificações')).toHaveValue('09:00');
    await expect(
      canvas.getByRole('checkbox', { name: 'Somar saldo das carteiras no saldo total' }),
    ).toBeChecked();
    await expect(canvas.getByLabelText('Moeda')).toHaveDisplayValue('Real');
    // E-mail is the reminders' one channel (decision 464): the screen says where they go.
    await expect(canvas.getByLabelText('Horário das notificações')).toHaveAccessibleDescription(
      `Os lembretes chegam por e-mail, em ${profileUser.email}: o que vence amanhã e as faturas em aberto, no horário escolhido (horário de Brasília).`,
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer('*/api/users/:id'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Preferências' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

const saves = recorder();
export const Saved: Story = {
  beforeEach({ msw }) {
    saves.calls.length = 0;
    msw.use(
      http.patch('*/api/users/:id', async ({ request }) => {
        await saves.record(request);
        return envelope({
          ...profileUser,
          currency: 'EUR',
          preferences: { notifications: true, notificationTime: '21:30', sumBalance: false },
        });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    fireEvent.change(await canvas.findByLabelText('Horário das notificações'), {
      target: { value: '21:30' },
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Somar saldo das carteiras no saldo total' }));
    await userEvent.selectOptions(canvas.getByLabelText('Moeda'), 'Euro');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar preferências' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Alterações salvas com sucesso');
    await expect(saves.calls[0]?.body).toEqual({
      currency: 'EUR',
      preferences: { notifications: true, notificationTime: '21:30', sumBalance: false },
    });
    await expect(getSessionSnapshot().currency).toBe('EUR');
  },
};

export const NotificationsOff: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Receber notificações' }));
    await expect(canvas.getByLabelText('Horário das notificações')).toBeDisabled();
    await expect(canvas.getByLabelText('Horário das notificações')).toHaveAccessibleDescription(
      'Notificações desligadas: nenhum lembrete é enviado.',
    );
  },
};

export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.patch('*/api/users/:id', () => apiError(400, 'Dados inválidos')));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar preferências' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Dados inválidos');
  },
};
