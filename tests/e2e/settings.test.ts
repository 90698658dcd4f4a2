import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './support/accounts';
import { browser, server, setUpJourney } from './support/journey';
import { newPage, signInInBrowser } from './support/session';

// The settings journey against the real server with the demo accounts: Ana (family admin) edits her
// profile and preferences, adds and removes a subcategory, invites and removes someone, exports and
// resets; Carlos (member) leaves the family, rejoins by voucher and deletes his account.

setUpJourney();

async function signedIn(email: string): Promise<Page> {
  const page = await newPage(browser, { acceptDownloads: true });
  await signInInBrowser(page, server, { email, password: DEMO_PASSWORD });
  return page;
}

async function confirm(page: Page, question: string, password?: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  // Reset and deletion ask for the current password with the question (decision 303).
  if (password !== undefined) await dialog.getByLabel('Sua senha').fill(password);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
}

describe('settings', () => {
  it('the family admin edits profile, preferences, categories and family, exports and resets', async () => {
    const page = await signedIn('demo@exemplo.com.br');
    await page.goto(`${server.url}/configuracoes`);
    await page.waitForURL('**/configuracoes/perfil');
    const tabs = page.getByRole('navigation', { name: 'Seções das configurações' });
    await expect(tabs.getByRole('link', { name: 'Meu Perfil' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    await page.locator('p', { hasText: 'Versão 1.0' }).waitFor();

    // Profile: the city and the currency persist; the e-mail cannot be typed into.
    await expect(page.getByLabel('E-mail', { exact: true }).getAttribute('readonly')).resolves.not.toBeNull();
    await page.getByLabel('Cidade').fill('Sorocaba');
    await page.getByLabel('Telefone').fill('1133');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('TELEFONE INVÁLIDO').waitFor();
    await page.getByLabel('Telefone').fill('11987654321');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Alterações salvas com sucesso' }).waitFor();
    await page.reload();
    await expect(page.getByLabel('Cidade').inputValue()).resolves.toBe('Sorocaba');
    await expect(page.getByLabel('Telefone').inputValue()).resolves.toBe('(11) 98765-4321');

    // Preferences: saved on the user (decision 180) and read back after a reload.
    await tabs.getByRole('link', { name: 'Preferências' }).click();
    const sum = page.getByRole('checkbox', { name: 'Somar saldo das carteiras no saldo total' });
    await expect(sum.isChecked()).resolves.toBe(true);
    await expect(page.getByLabel('Horário das notificações').inputValue()).resolves.toBe('09:00');
    await sum.uncheck();
    await page.getByRole('button', { name: 'Salvar preferências' }).click();
    await page.getByRole('status').filter({ hasText: 'Alterações salvas com sucesso' }).waitFor();
    await page.reload();
    await expect(
      page.getByRole('checkbox', { name: 'Somar saldo das carteiras no saldo total' }).isChecked(),
    ).resolves.toBe(false);

    // Categories: 'Outras rendas' is refused, a subcategory is created under Lazer and deleted.
    await tabs.getByRole('link', { name: 'Categorias' }).click();
    await page.getByRole('heading', { name: 'Receitas' }).waitFor();
    await page.getByRole('button', { name: 'Nova categoria' }).click();
    const modal = page.getByRole('dialog', { name: 'Nova categoria' });
    await modal.getByLabel('Nome').fill('Outras rendas');
    await modal.getByRole('button', { name: 'Criar' }).click();
    await modal.getByText('NOME INVÁLIDO').waitFor();
    await modal.getByLabel('Nome').fill('Cinema E2E');
    await modal.getByLabel('Categoria').selectOption({ label: 'Despesas · Lazer' });
    await modal.getByRole('button', { name: 'Criar' }).click();
    const mine = page.getByRole('list', { name: 'Minhas subcategorias de Lazer' });
    await mine.getByText('Cinema E2E').waitFor();
    await page.getByRole('button', { name: 'Excluir Cinema E2E' }).click();
    await confirm(page, 'Tem certeza que deseja excluir essa categoria');
    await mine.waitFor({ state: 'detached' });

    // Family: the admin sees the voucher, invites by e-mail and removes the invitation.
    await tabs.getByRole('link', { name: 'Conta Família' }).click();
    await page.getByText('SOUZA2026').waitFor();
    const members = page.getByRole('list', { name: 'Membros' });
    await members.getByText('Administrador').waitFor();
    await expect(members.getByRole('button', { name: 'SAIR' }).count()).resolves.toBe(0);
    const invite = page.getByRole('region', { name: 'Convidar por e-mail' });
    await invite.getByLabel('E-mail').fill('nova.pessoa@exemplo.com.br');
    await invite.getByRole('button', { name: 'Convidar' }).click();
    await invite
      .getByRole('status')
      .filter({ hasText: 'Convite enviado para nova.pessoa@exemplo.com.br' })
      .waitFor();
    await members.getByText('Convite pendente').waitFor();
    await members.getByRole('button', { name: 'Excluir nova.pessoa@exemplo.com.br' }).click();
    await confirm(page, 'Tem certeza que deseja excluir esse membro?');
    await members.getByText('Convite pendente').waitFor({ state: 'detached' });

    // Export and reset, from the profile tab.
    await tabs.getByRole('link', { name: 'Meu Perfil' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar histórico' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('historico_Otto_2.0.csv');
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('Data;Nome;Categoria;Tipo;Valor;Carteira;Pago;Descrição;Parcela');
    await page.getByRole('button', { name: 'Reiniciar conta' }).click();
    await confirm(page, 'Deseja mesmo reiniciar esta conta?', DEMO_PASSWORD);
    await page.getByRole('status').filter({ hasText: 'Conta reiniciada com sucesso' }).waitFor();
    await page.context().close();
  });

  it('a member leaves the family, joins again by voucher and deletes the account', async () => {
    const page = await signedIn('carlos.souza@exemplo.com.br');
    await page.goto(`${server.url}/configuracoes/conta-familia`);
    const members = page.getByRole('list', { name: 'Membros' });
    await members.waitFor();
    await expect(page.getByText('SOUZA2026').count()).resolves.toBe(0);
    await members.getByRole('button', { name: 'SAIR' }).click();
    await confirm(page, 'Tem certeza que deseja sair da família?');
    const join = page.getByRole('region', { name: 'Entrar em uma família' });
    await join.getByLabel('Voucher').fill('ERRADO99');
    await join.getByRole('button', { name: 'Entrar' }).click();
    await join.getByRole('alert').filter({ hasText: 'Voucher inválido' }).waitFor();
    await join.getByLabel('Voucher').fill('souza2026');
    await join.getByRole('button', { name: 'Entrar' }).click();
    await members.getByText('Carlos Souza').waitFor();

    await page
      .getByRole('navigation', { name: 'Seções das configurações' })
      .getByRole('link', { name: 'Meu Perfil' })
      .click();
    await page.getByRole('button', { name: 'Excluir conta' }).click();
    await confirm(page, 'Deseja mesmo excluir esta conta?', 'senha-errada-1');
    await page
      .getByRole('dialog')
      .getByRole('alert')
      .filter({ hasText: 'A senha atual está incorreta.' })
      .waitFor();
    await confirm(page, 'Deseja mesmo excluir esta conta?', DEMO_PASSWORD);
    await page.waitForURL('**/login');
    await page.getByLabel('E-mail', { exact: true }).fill('carlos.souza@exemplo.com.br');
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page
      .getByText('Opa, tem algo errado com seu e-mail ou sua senha! Reveja as informações.')
      .waitFor();
    await page.context().close();
  });
});
