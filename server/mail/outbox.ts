import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Reading back the .eml files `mailer.ts` writes when no SMTP_URL is set, kept beside the writer so
 * the server tests, the end-to-end journeys and the scripts decode one format one way.
 */
export interface OutboxMail {
  file: string;
  /** The From header with its encoded words decoded: 'Otto <nao-responda@…>'. */
  from: string;
  to: string;
  subject: string;
  text: string;
}

function quotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(head: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString();
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return quotedPrintable(body);
  return body;
}

/** RFC 2047 encoded words (`=?utf-8?Q?...?=`), as nodemailer writes a subject with accents. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?(.*?)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString()
        : quotedPrintable(text.replaceAll('_', ' ')),
    );
}

export function decodeMail(file: string, raw: string): OutboxMail {
  const [folded = '', ...rest] = raw.split(/\r?\n\r?\n/);
  // A long header continues on lines that start with white space (RFC 5322 folding).
  const head = folded.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  return {
    file,
    from: decodeWords(header('From')),
    to: header('To'),
    subject: decodeWords(header('Subject')),
    text: decodeBody(head, rest.join('\n\n')),
  };
}

/** The mails in an outbox folder, oldest first (file names start with the time they were written). */
export async function readOutbox(folder: string): Promise<OutboxMail[]> {
  const files = (await readdir(folder).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => decodeMail(file, await readFile(join(folder, file), 'utf8'))));
}

/** The six-digit code in a mail's text (activation, e-mail change). */
export function sixDigitCode(text: string): string | undefined {
  return /\b(\d{6})\b/.exec(text)?.[1];
}
