import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * The From of every mail: the brand's name over the configured address, so an inbox lists who wrote
 * (audit S5). nodemailer quotes or encodes the name (RFC 5322 / 2047), whatever characters it holds.
 * A MAIL_FROM that already carries its own name ('Equipe <x@y>') is kept as the operator wrote it.
 */
function sender(address: string, name: string | undefined): string | { name: string; address: string } {
  return name && !address.includes('<') ? { name, address } : address;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in `outbox`, with its
 * subject logged, so activation codes and recovery links work with no mail server at all.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  /** The brand's name (brands/<BRAND>/brand.json), shown as the sender's. */
  senderName?: string;
  outbox: string;
  log: FastifyBaseLogger;
}): Mailer {
  const from = sender(options.from, options.senderName);
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
        options.log.info({ subject: mail.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(options.outbox, { recursive: true });
      const file = join(
        options.outbox,
        `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.log.info({ subject: mail.subject, file }, 'mail written to outbox');
    },
  };
}
