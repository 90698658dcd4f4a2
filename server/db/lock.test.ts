import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.ts';

const lockModule = new URL('./lock.ts', import.meta.url).href;
const holderCode = `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
await lockDataDir(process.argv[1]);
console.log('locked ' + process.pid);
setInterval(() => {}, 1000);`;
const holderArgs = (dir: string) => ['--import', 'tsx', '--input-type=module', '-e', holderCode, dir];

let dir: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'finance-lock-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

/** Resolves with the holder's PID once it says it holds the lock. */
function waitForLock(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const pid = /locked (\d+)/.exec(out)?.[1];
      if (pid) resolve(Number(pid));
    });
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}: ${out}`)));
  });
}

/** Another process holding the folder, as a live server would. */
async function holder(): Promise<{ child: ChildProcess; pid: number }> {
  const child = spawn(process.execPath, holderArgs(dir), { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return { child, pid: await waitForLock(child) };
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('data folder lock', () => {
  it('refuses a second opener while the holder lives, naming its process in pt-BR', async () => {
    const { pid } = await holder();
    const refusal = lockDataDir(dir);
    await expect(refusal).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(refusal).rejects.toThrow(`A pasta de dados ${dir} já está em uso pelo processo ${pid}.`);
  });

  it('is free at once after the holder is killed with SIGKILL, every time', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { child } = await holder();
      await killed(child);
      // The dead holder's socket file is still there: the next opener must see it is stale.
      expect(existsSync(join(dir, 'server.sock'))).toBe(true);
      const release = await lockDataDir(dir);
      release();
    }
  });

  it('is not kept by a PID file that names a live, unrelated process', async () => {
    for (const pid of [1, process.pid]) {
      await writeFile(join(dir, 'server.lock'), String(pid));
      const release = await lockDataDir(dir);
      expect(existsSync(join(dir, 'server.lock'))).toBe(false);
      release();
    }
  });

  it('is not kept by a holder that died but was never reaped (a zombie)', async () => {
    // The shell starts the holder, then becomes `sleep`, which never waits for its children.
    const parent = spawn('sh', ['-c', `"$0" "$@" & exec sleep 60`, process.execPath, ...holderArgs(dir)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(parent);
    const pid = await waitForLock(parent);
    process.kill(pid, 'SIGKILL');
    const state = () => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    await expect.poll(state).toBe('Z');
    const release = await lockDataDir(dir);
    release();
  });

  it('releases on close and works for a folder whose socket path would be too long', async () => {
    const deep = join(dir, 'a'.repeat(60), 'b'.repeat(60));
    await mkdir(deep, { recursive: true });
    const release = await lockDataDir(deep);
    await expect(lockDataDir(deep)).rejects.toBeInstanceOf(DataDirLockedError);
    release();
    (await lockDataDir(deep))();
  });
});
