import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { decodeMail } from './outbox.ts';

// The mailer's own transport writes the files, so both encodings nodemailer picks are read back.
async function written(text: string): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({
    from: 'nao-responda@exemplo.com.br',
    to: 'ana@exemplo.com.br',
    subject: 'Família: seu código de ativação',
    text,
  });
  return (info.message as Buffer).toString('utf8');
}

describe('decodeMail', () => {
  it.each([
    ['quoted-printable', `Olá, Ana!\n\nSeu código de ativação é: 123456\n\n${'linha longa'.repeat(12)}`],
    ['base64', 'ÁÉÍÓÚ ãõ ç à 123456 '.repeat(8).trim()],
  ])('reads back recipient, subject and text of a %s mail', async (encoding, text) => {
    const raw = await written(text);
    expect(raw).toMatch(new RegExp(`content-transfer-encoding: ${encoding}`, 'i'));
    const mail = decodeMail('a.eml', raw);
    expect({ ...mail, text: mail.text.trimEnd() }).toEqual({
      file: 'a.eml',
      from: 'nao-responda@exemplo.com.br',
      to: 'ana@exemplo.com.br',
      subject: 'Família: seu código de ativação',
      text,
    });
  });
});
