import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { getSessionSnapshot, rememberPlannerLogin } from '@/app/session';
import { apiError, envelope, neverAnswer } from '@/testing/msw';
import { subscribed } from '../subscriptions/fakes';
import { noContent, ProfileStoryScreen, profileUser, recorder, signedIn, userIs } from './support';

const meta = {
  title: 'Settings/Meu Perfil',
  component: ProfileStoryScreen,
  parameters: { layout: 'fullscreen', page: { path: '/configuracoes/perfil' } },
  beforeEach({ msw }) {
    msw.use(userIs(profileUser));
    return signedIn();
  },
} satisfies Meta<typeof ProfileStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('navigation', { name: 'Seções das configurações' });
    await expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Meu Perfil',
      'Categorias',
      'Preferências',
      'Conta Família',
      'Contas Conectadas',
      'Meu plano',
    ]);
    await expect(within(tabs).getByRole('link', { name: 'Meu Perfil' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The tab on show names the browser tab before 'Configurações' (decision 107).
    await expect(within(tabs).getByRole('link', { name: 'Meu Perfil' })).toHaveAttribute(
      'data-title-section',
    );
    await expect(within(tabs).getByRole('link', { name: 'Categorias' })).not.toHaveAttribute(
      'data-title-section',
    );
    await expect(canvas.getByText('Versão 1.0')).toBeVisible();
    const documents = canvas.getByRole('navigation', { name: 'Documentos' });
    await expect(within(documents).getByRole('link', { name: 'Termos de uso' })).toHaveAttribute(
      'href',
      '/termos-de-uso',
    );
    await expect(within(documents).queryByRole('link', { name: 'Política de privacidade' })).toBeNull();
    await expect(await canvas.findByLabelText('Nome')).toHaveValue('Ana Paula Souza');
    await expect(canvas.getByLabelText('E-mail')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    await expect(canvas.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    await expect(canvas.getByLabelText('Data de nascimento')).toHaveValue('1990-04-12');
    await expect(canvas.getByLabelText('Gênero')).toHaveValue('Female');
    await expect(canvas.getByLabelText('Cidade')).toHaveValue('Campinas');
    await expect(canvas.getByRole('button', { name: 'Avatar 3' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const TabNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    const tabs = canvas.getByRole('navigation', { name: 'Seções das configurações' });
    await userEvent.click(within(tabs).getByRole('link', { name: 'Conta Família' }));
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent(
      '/configuracoes/conta-familia',
    );
  },
};

/** Under every settings tab, a brand with a privacy policy of its own links it beside its terms (audit V3). */
export const BrandDocuments: Story = {
  globals: { brand: 'demo' },
  play: async ({ canvas }) => {
    const documents = await canvas.findByRole('navigation', { name: 'Documentos' });
    await expect(within(documents).getByRole('link', { name: 'Termos de uso' })).toHaveAttribute(
      'href',
      'https://example.com/cofrinha/termos',
    );
    await expect(within(documents).getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      'https://example.com/cofrinha/privacidade',
    );
    await expect(canvas.getByText('Versão 0.9-demo')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer('*/api/users/:id'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();
    await expect(canvas.queryByLabelText('Nome')).toBeNull();
  },
};

export const InvalidFields: Story = {
  play: async ({ canvas, userEvent }) => {
    const cpf = await canvas.findByLabelText('CPF');
    await userEvent.clear(cpf);
    await userEvent.type(cpf, '11111111111');
    const phone = canvas.getByLabelText('Telefone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '1199');
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'curta');
    fireEvent.change(canvas.getByLabelText('Data de nascimento'), { target: { value: '2026-03-11' } });
    await userEvent.clear(canvas.getByLabelText('Nome'));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('CPF INVÁLIDO')).toBeVisible();
    await expect(canvas.getByText('TELEFONE INVÁLIDO')).toBeVisible();
    await expect(canvas.getByText('SENHA MUITO PEQUENA')).toBeVisible();
    await expect(canvas.getByText('DATA INVÁLIDA')).toBeVisible();
    await expect(canvas.getByText('CAMPO OBRIGATÓRIO')).toBeVisible();
  },
};

const saves = recorder();
export const BirthdateBefore1900: Story = {
  beforeEach({ msw }) {
    saves.calls.length = 0;
    msw.use(
      http.patch('*/api/users/:id', async ({ request }) => {
        await saves.record(request);
        return envelope(profileUser);
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const birthdate = await canvas.findByLabelText('Data de nascimento');
    await expect(birthdate).toHaveAttribute('min', '1900-01-01');
    fireEvent.change(birthdate, { target: { value: '1899-12-31' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('DATA INVÁLIDA: use uma data a partir de 01/01/1900')).toBeVisible();
    await expect(saves.calls).toHaveLength(0);
  },
};

/** Before 1914 São Paulo's zone data is −03:06:28: the day must still come back as it was saved. */
export const OldBirthdateRoundTrip: Story = {
  beforeEach({ msw }) {
    saves.calls.length = 0;
    msw.use(
      userIs({ ...profileUser, birthdate: '1913-12-31T03:00:00.000Z' }),
      http.patch('*/api/users/:id', async ({ request }) => {
        await saves.record(request);
        return envelope(profileUser);
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByLabelText('Data de nascimento')).toHaveValue('1913-12-31');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Alterações salvas com sucesso');
    await expect(saves.calls[0]?.body).toMatchObject({ birthdate: '1913-12-31T03:00:00.000Z' });
  },
};

/** The contract takes 200 characters for a name or a city (decision 320): the fields stop there. */
export const LongTexts: Story = {
  play: async ({ canvas, userEvent }) => {
    for (const label of ['Nome', 'Cidade']) {
      const field = await canvas.findByLabelText(label);
      await expect(field).toHaveAttribute('maxlength', '200');
      await userEvent.clear(field);
      await userEvent.click(field);
      await userEvent.paste('x'.repeat(250));
      await expect((field as HTMLInputElement).value).toHaveLength(200);
    }
  },
};

export const Saved: Story = {
  beforeEach({ msw }) {
    saves.calls.length = 0;
    msw.use(
      http.patch('*/api/users/:id', async ({ request }) => {
        await saves.record(request);
        return envelope({ ...profileUser, name: 'Ana Souza', image: 'avatar5', currency: 'USD' });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Souza');
    await userEvent.click(canvas.getByRole('button', { name: 'Avatar 5' }));
    await userEvent.selectOptions(canvas.getByLabelText('Moeda'), 'Dólar americano');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Alterações salvas com sucesso');
    const body = saves.calls[0]?.body as Record<string, unknown>;
    await expect(body).toMatchObject({
      name: 'Ana Souza',
      image: 'avatar5',
      currency: 'USD',
      cpf: '529.982.247-25',
      birthdate: '1990-04-12T03:00:00.000Z',
      address: { city: 'Campinas' },
    });
    // An empty password is not sent.
    await expect(body).not.toHaveProperty('password');
    await expect(getSessionSnapshot().currency).toBe('USD');
  },
};

/** A save, then a submit the form itself refuses: the earlier 'saved' no longer shows (audit H1). */
export const SavedThenRefusedByTheForm: Story = {
  beforeEach({ msw }) {
    msw.use(http.patch('*/api/users/:id', () => envelope(profileUser)));
  },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByLabelText('Nome');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Alterações salvas com sucesso');
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.queryByText('Alterações salvas com sucesso')).toBeNull();
  },
};

/** A planner signed in for a client: the owner's acts are not offered (audit F2). */
export const PlannerForClient: Story = {
  beforeEach() {
    rememberPlannerLogin({ token: 'planner-token', id: 'planner-paula', image: null, clients: [] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Nome')).toBeVisible();
    await expect(canvas.queryByLabelText('Nova senha')).toBeNull();
    await expect(canvas.queryByLabelText('Senha atual')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Exportar histórico' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reiniciar conta' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Excluir conta' })).toBeNull();
  },
};

export const SaveRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.patch('*/api/users/:id', () =>
        apiError(400, 'CPF INVÁLIDO', [{ message: 'Confira os dígitos', field: 'cpf' }]),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Nova senha'), 'senha-nova-123');
    await userEvent.type(canvas.getByLabelText('Senha atual'), 'Caju2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('CPF INVÁLIDO Confira os dígitos');
  },
};

const passwordChanges = recorder();
export const ChangePassword: Story = {
  beforeEach({ msw }) {
    passwordChanges.calls.length = 0;
    msw.use(
      http.patch('*/api/users/:id', async ({ request }) => {
        await passwordChanges.record(request);
        return envelope(profileUser);
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Nova senha'), 'Pitanga2027!');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    // A new password goes only with the current one.
    await expect(await canvas.findByText('Informe a senha atual')).toBeVisible();
    await expect(passwordChanges.calls).toHaveLength(0);
    await userEvent.type(canvas.getByLabelText('Senha atual'), 'Caju2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Alterações salvas com sucesso');
    await expect(passwordChanges.calls[0]?.body).toMatchObject({
      password: 'Pitanga2027!',
      currentPassword: 'Caju2026!',
    });
    await expect(canvas.getByLabelText('Senha atual')).toHaveValue('');
  },
};

export const ChangePasswordWrongCurrent: Story = {
  beforeEach({ msw }) {
    msw.use(http.patch('*/api/users/:id', () => apiError(400, 'A senha atual está incorreta.')));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Nova senha'), 'Pitanga2027!');
    await userEvent.type(canvas.getByLabelText('Senha atual'), 'palpite-errado');
    canvas.getByRole('button', { name: 'Salvar' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A senha atual está incorreta.');
    // 'Salvar' pressed from the keyboard keeps the focus through the refusal (audit R3).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Salvar' })).toHaveFocus());
  },
};

const exports = recorder();
export const ExportHistory: Story = {
  beforeEach({ msw }) {
    exports.calls.length = 0;
    msw.use(
      http.post('*/api/users/export_user_story', async ({ request }) => {
        await exports.record(request);
        return new HttpResponse('Data;Nome\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Exportar histórico' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Seu histórico foi baixado');
    await expect(exports.calls).toHaveLength(1);
  },
};

const downloads: { names: string[] } = { names: [] };

/** Another brand's person downloads a file named after that brand, not the default one (audit V2). */
export const ExportHistoryNamedAfterTheBrand: Story = {
  globals: { brand: 'demo' },
  beforeEach({ msw }) {
    msw.use(
      http.post(
        '*/api/users/export_user_story',
        () => new HttpResponse('Data;Nome\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      ),
    );
    const click = HTMLAnchorElement.prototype.click;
    const names: string[] = [];
    HTMLAnchorElement.prototype.click = function recordDownload(this: HTMLAnchorElement) {
      if (this.download) names.push(this.download);
      else click.call(this);
    };
    downloads.names = names;
    return () => {
      HTMLAnchorElement.prototype.click = click;
    };
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Exportar histórico' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Seu histórico foi baixado');
    await expect(downloads.names).toEqual(['historico_Cofrinha_2.0.csv']);
  },
};

const PASSWORD = 'Caju2026!';

/** The spec's question, answered with the current password; answers the dialog's Confirmar button. */
async function confirm(
  canvas: ReturnType<typeof within>,
  userEvent: { type: (element: Element, text: string) => Promise<void> },
  question: string,
  password = PASSWORD,
) {
  const dialog = await canvas.findByRole('dialog');
  await expect(dialog).toHaveTextContent(question);
  await userEvent.type(within(dialog).getByLabelText('Sua senha'), password);
  return within(dialog).getByRole('button', { name: 'Confirmar' });
}

const resets = recorder();
export const ResetAccount: Story = {
  beforeEach({ msw }) {
    resets.calls.length = 0;
    msw.use(
      http.post('*/api/users/account/reset', async ({ request }) => {
        await resets.record(request);
        return HttpResponse.json({ message: 'Conta reiniciada com sucesso' });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reiniciar conta' }));
    await userEvent.click(await confirm(canvas, userEvent, 'Deseja mesmo reiniciar esta conta?'));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Conta reiniciada com sucesso');
    await expect(resets.calls[0]?.body).toEqual({ currentPassword: PASSWORD });
  },
};

export const ResetWithoutPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reiniciar conta' }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Informe sua senha para confirmar',
    );
  },
};

export const ResetWrongPassword: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/users/account/reset', () => apiError(400, 'A senha atual está incorreta.')));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reiniciar conta' }));
    await userEvent.click(await confirm(canvas, userEvent, 'Deseja mesmo reiniciar esta conta?', 'errada'));
    // The dialog stays open with the server's message, so the person can type it again.
    const dialog = canvas.getByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('A senha atual está incorreta.');
    await expect(within(dialog).getByLabelText('Sua senha')).toBeVisible();
    // A refusal takes the focus to the password, to type it again, and Esc still closes.
    await waitFor(() => expect(within(dialog).getByLabelText('Sua senha')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const ResetFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/users/account/reset', () => apiError(500, 'Erro de comunicação com o servidor')),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reiniciar conta' }));
    await userEvent.click(await confirm(canvas, userEvent, 'Deseja mesmo reiniciar esta conta?'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Houve um erro ao reiniciar a conta! Por favor tente mais tarde!',
    );
  },
};

const deletions = recorder();
export const DeleteAccount: Story = {
  beforeEach({ msw }) {
    deletions.calls.length = 0;
    msw.use(
      http.delete('*/api/users/:id', async ({ request }) => {
        await deletions.record(request);
        return noContent();
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir conta' }));
    const confirmButton = await confirm(canvas, userEvent, 'Deseja mesmo excluir esta conta?');
    await expect(canvas.getByRole('dialog')).not.toHaveTextContent('assinatura');
    await userEvent.click(confirmButton);
    await waitFor(() => expect(getSessionSnapshot().session).toBeNull());
    await expect(deletions.calls[0]?.body).toEqual({ currentPassword: PASSWORD });
  },
};

/**
 * A plan renewing by card ends with the account (audit AC): the dialog says so, and when the
 * gateway cannot cancel it the server keeps the account and its sentence stays in the dialog.
 */
export const DeleteSubscriberGatewayDown: Story = {
  beforeEach({ msw }) {
    msw.use(
      userIs({ ...profileUser, subscription: subscribed(20) }),
      http.delete('*/api/users/:id', () =>
        apiError(
          400,
          'Não foi possível cancelar sua assinatura no serviço de pagamento, por isso sua conta não foi excluída. Tente novamente em instantes.',
        ),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir conta' }));
    const confirmButton = await confirm(canvas, userEvent, 'Deseja mesmo excluir esta conta?');
    const dialog = canvas.getByRole('dialog');
    await expect(dialog).toHaveTextContent(
      'Sua assinatura também será cancelada, e não haverá novas cobranças.',
    );
    await userEvent.click(confirmButton);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'por isso sua conta não foi excluída',
    );
    await expect(getSessionSnapshot().session).not.toBeNull();
  },
};

export const DeleteWrongPassword: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete('*/api/users/:id', () => apiError(400, 'A senha atual está incorreta.')));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir conta' }));
    await userEvent.click(await confirm(canvas, userEvent, 'Deseja mesmo excluir esta conta?', 'errada'));
    const dialog = canvas.getByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('A senha atual está incorreta.');
    await expect(getSessionSnapshot().session).not.toBeNull();
    await waitFor(() => expect(within(dialog).getByLabelText('Sua senha')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const DeleteRefusedWithMessage: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.delete('*/api/users/:id', () => apiError(403, 'Apenas o próprio usuário pode excluir a conta')),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir conta' }));
    await userEvent.click(await confirm(canvas, userEvent, 'Deseja mesmo excluir esta conta?'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Apenas o próprio usuário pode excluir a conta',
    );
    await expect(getSessionSnapshot().session).not.toBeNull();
  },
};

/** A proxy in front of the API answers 502 with its own HTML page: the screen says its own sentence. */
export const DeleteFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.delete(
        '*/api/users/:id',
        () =>
          new HttpResponse('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir conta' }));
    await userEvent.click(await confirm(canvas, userEvent, 'Deseja mesmo excluir esta conta?'));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível deletar sua conta no momento');
    await expect(alert).not.toHaveTextContent('Bad Gateway');
  },
};
