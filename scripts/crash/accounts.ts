import { randomInt, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { readOutbox, sixDigitCode } from '../../server/mail/outbox.ts';
import { withCheckDigits } from '../../src/lib/cpf.ts';
import { type Call, client, data } from './http.ts';

export interface Account {
  email: string;
  password: string;
  token: string;
  api: Call;
}

function cpf(): string {
  return withCheckDigits(Array.from({ length: 9 }, () => randomInt(10)));
}

/** The activation code in the newest .eml the server wrote for this address. */
async function activationCode(outbox: string, email: string): Promise<string> {
  const mails = (await readOutbox(outbox)).filter((mail) => mail.to.includes(email)).reverse();
  const code = mails.map((mail) => sixDigitCode(mail.text)).find(Boolean);
  if (code) return code;
  throw new Error(`no activation code for ${email} in ${outbox}`);
}

/** Signs up, activates with the mailed code and signs in, as a person would. */
export async function createAccount(baseUrl: string, dataDir: string): Promise<Account> {
  const anonymous = client(baseUrl);
  const email = `crash-${randomUUID().slice(0, 12)}@exemplo.com.br`;
  const password = 'senha-segura-123';
  await data(anonymous('POST', '/users', { email, password, name: 'Teste de Queda', cpf: cpf() }));
  const { accessToken } = await data<{ accessToken: string }>(
    anonymous('POST', '/users/authenticate', { email, password }),
  );
  const api = client(baseUrl, accessToken);
  const code = await activationCode(join(dataDir, 'outbox'), email);
  await data(api('POST', '/users/account/activation', { activationCode: code }));
  return { email, password, token: accessToken, api };
}
