import { spawn } from 'node:child_process';
import { freePort } from '../free-port.ts';

export interface RunningPrism {
  url: string;
  /** Forgets the log so far: call before each request. */
  clearLog(): void;
  /** What the backend answered to `path`, read from Prism's log: its status, once Prism has logged it. */
  upstreamStatus(path: string, timeoutMs?: number): Promise<number | undefined>;
  stop(): Promise<void>;
}

const PRISM = new URL('../../node_modules/.bin/prism', import.meta.url).pathname;

/**
 * Prism's validating proxy in front of `upstream`, on 127.0.0.1. Started directly (not through npx)
 * so stopping this PID stops Prism. `--errors` makes Prism answer an invalid request itself (422)
 * instead of forwarding it; every violation it sees is also in the `sl-violations` header.
 */
export async function startPrism(
  bundle: string,
  upstream: string,
  timeoutMs = 60_000,
): Promise<RunningPrism> {
  const port = await freePort();
  const child = spawn(
    PRISM,
    ['proxy', bundle, upstream, '--errors', '--host', '127.0.0.1', '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + timeoutMs;
  while (!output.includes('Prism is listening')) {
    if (child.exitCode !== null)
      throw new Error(`Prism exited with code ${child.exitCode}: ${output.slice(-2000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`Prism did not start in ${timeoutMs} ms: ${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Only the newest lines matter: each request is read right after its answer.
  output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.removeAllListeners('data').on('data', keep);
  child.stderr?.removeAllListeners('data').on('data', keep);
  return {
    url: `http://127.0.0.1:${port}`,
    clearLog() {
      output = '';
    },
    async upstreamStatus(path, timeoutMs = 1000) {
      const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const line = new RegExp(`[Uu]pstream call to ${escaped} has returned (\\d{3})`);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const status = line.exec(output)?.[1];
        if (status) return Number(status);
        if (Date.now() > deadline) return undefined;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
