import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import addressparser from 'nodemailer/lib/addressparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import { decodeMail } from './outbox.ts';

// Audit S5: every mail came from a bare 'nao-responda@…'; the brand is now the sender's name.
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'mailer-test-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const ADDRESS = 'nao-responda@exemplo.com.br';
const log = { info: () => {} } as unknown as FastifyBaseLogger;

/** The raw From header of the one mail a mailer with this configuration writes. */
async function fromHeader(from: string, senderName: string): Promise<string> {
  const outbox = await mkdtemp(join(folder, 'outbox-'));
  const mailer = createMailer({ smtpUrl: undefined, from, senderName, outbox, log });
  await mailer.send({ to: 'ana@exemplo.com.br', subject: 'Assunto', text: 'Texto' });
  const [file = ''] = await readdir(outbox);
  const head = (await readFile(join(outbox, file), 'utf8')).split(/\r?\n\r?\n/)[0] ?? '';
  return /^From: (.*)$/im.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
}

/** The name a mail client shows: the header parsed as an address, its encoded words decoded. */
function shownSender(raw: string) {
  const [first, ...others] = addressparser(raw);
  expect(others).toEqual([]);
  const name = decodeMail('', `From: ${first?.name ?? ''}\n\n`).from;
  return { name, address: first?.address };
}

describe('the sender of every mail', () => {
  it.each(['Otto', 'Cofrinha'])('is the brand %s over the configured address', async (brand) => {
    expect(await fromHeader(ADDRESS, brand)).toBe(`${brand} <${ADDRESS}>`);
  });

  it.each(['Poupança & Cia', 'Caixa "Nova", Ltda. <golpe@exemplo.net>', 'Finanças; (Família) \\ Já: ação'])(
    'keeps a brand name with special characters a name: %s',
    async (brand) => {
      const raw = await fromHeader(ADDRESS, brand);
      expect(raw).toMatch(/^[\x20-\x7e]+$/);
      expect(shownSender(raw)).toEqual({ name: brand, address: ADDRESS });
    },
  );

  it('keeps a MAIL_FROM that names its sender itself', async () => {
    expect(shownSender(await fromHeader(`Equipe Otto <${ADDRESS}>`, 'Otto'))).toEqual({
      name: 'Equipe Otto',
      address: ADDRESS,
    });
  });
});
