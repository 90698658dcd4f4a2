import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Mail {
  file: string;
  raw: string;
}

/** The server writes each e-mail as an .eml file when no SMTP_URL is set. */
export async function readOutbox(dataDir: string): Promise<Mail[]> {
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => ({ file, raw: decodeMail(await readFile(join(dir, file), 'utf8')) })),
  );
}

/** Undoes quoted-printable soft breaks and escapes so codes and links can be matched in the text. */
function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function waitForMail(
  dataDir: string,
  match: (mail: Mail) => boolean,
  timeoutMs = 10_000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await readOutbox(dataDir)).find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('expected e-mail did not arrive in the outbox');
}
