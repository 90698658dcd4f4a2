import { join } from 'node:path';
import { type OutboxMail, readOutbox } from '../../../server/mail/outbox.ts';

/** Waits for the server (another process) to write a matching e-mail to DATA_DIR/outbox. */
export async function waitForMail(
  dataDir: string,
  match: (mail: OutboxMail) => boolean,
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await readOutbox(join(dataDir, 'outbox'))).find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('expected e-mail did not arrive in the outbox');
}
