import type { Page } from 'playwright-core';
import { sixDigitCode } from '../../../server/mail/outbox.ts';
import { withCheckDigits } from '../../../src/lib/cpf.ts';
import { apiClient } from './api';
import { waitForMail } from './outbox';
import type { RunningServer } from './server';
import { signInInBrowser } from './session';

export interface Account {
  name: string;
  email: string;
  password: string;
  /** Bearer token of the activated account, for seeding through the API. */
  token: string;
}

/** A valid CPF nobody else uses, from nine random digits and the two check digits. */
export function freshCpf(): string {
  return withCheckDigits(Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)));
}

/**
 * Signs up through the API and activates with the code from the outbox, so journeys that are not
 * about sign-up start from a fresh, active account (access.test.ts covers the sign-up screens).
 */
export async function createActivatedAccount(
  server: RunningServer,
  { name, emailPrefix }: { name: string; emailPrefix: string },
): Promise<Account> {
  const email = `${emailPrefix}.${Date.now()}@exemplo.com.br`;
  const password = 'Primeira2026';
  await apiClient(server)('POST', '/users', { name, email, password, cpf: freshCpf() });
  // The app signs in before activating; the code is checked against the signed-in user.
  const { accessToken } = await apiClient(server)<{ accessToken: string }>('POST', '/users/authenticate', {
    email,
    password,
  });
  const mail = await waitForMail(server.dataDir, (m) => m.to.includes(email) && m.text.includes('ativa'));
  await apiClient(server, accessToken)('POST', '/users/account/activation', {
    activationCode: sixDigitCode(mail.text) ?? '',
  });
  return { name, email, password, token: accessToken };
}

/** The demo accounts' password: the server seeds them on its first start (server/README.md). */
export const DEMO_PASSWORD = 'senha-demo-123';
/** Ana, admin of the demo family. */
export const DEMO_ACCOUNT = { email: 'demo@exemplo.com.br', password: DEMO_PASSWORD };
/** Beatriz, the demo planner, whose clients are Ana and João. */
export const DEMO_PLANNER = 'planejadora@exemplo.com.br';
export const DEMO_CLIENT_NAME = 'João Pereira Lima';
export const DEMO_CLIENT_EMAIL = 'joao.lima@exemplo.com.br';

/** A fresh active account, signed in on `page` with the app's shell showing. */
export async function signUpInBrowser(
  page: Page,
  server: RunningServer,
  who: { name: string; emailPrefix: string },
): Promise<Account> {
  const account = await createActivatedAccount(server, who);
  await signInInBrowser(page, server, account);
  return account;
}
