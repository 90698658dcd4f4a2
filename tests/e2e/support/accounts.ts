import { sixDigitCode } from '../../../server/mail/outbox.ts';
import { withCheckDigits } from '../../../src/lib/cpf.ts';
import { apiClient } from './api';
import { waitForMail } from './outbox';
import type { RunningServer } from './server';

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
