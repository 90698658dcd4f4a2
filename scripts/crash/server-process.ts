import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** What the process wrote to stderr: the reason when a start fails. */
  stderr(): string;
}

export class StartFailed extends Error {}

/** Starts the real server entry (`npm run serve`) and waits until /api/health answers. */
export async function startServer(
  env: Record<string, string>,
  url: string,
  // Generous: a loaded 2-core machine has taken 40 s for a first PGlite start with migrations.
  timeoutMs = 180_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // A runner that exits before its cleanup (an uncaught error, process.exit) must not leave the
  // server running.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  child.once('exit', () => process.off('exit', orphan));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new StartFailed(`server exited (${child.exitCode ?? child.signalCode}): ${stderr.trim()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { child, stderr: () => stderr };
    } catch {
      // not listening yet
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 50))]);
  }
  child.kill('SIGKILL');
  throw new StartFailed(`server not healthy after ${timeoutMs} ms: ${stderr.trim()}`);
}

export function kill(server: ServerProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
