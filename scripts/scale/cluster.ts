import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../free-port.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Child {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Ends a child we started (by its own handle) and waits for it; SIGKILL if it lingers. */
function stopper(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill(signal);
    });
}

async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not answer ${url} in ${timeoutMs} ms`);
}

export interface AppProcess extends Child {
  port: number;
  dataDir: string;
  logFile: string;
}

/** One real server process (`server/index.ts`) on loopback, its pino lines kept in a file. */
export async function startApp(name: string, dir: string, env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = join(dir, name);
  await mkdir(dataDir, { recursive: true });
  const logFile = join(dir, `${name}.log`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      SEED_DEMO: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: join(dir, 'no-spa'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  process.once('exit', () => child.kill('SIGKILL'));
  await waitFor(`http://127.0.0.1:${port}/api/health`, child, name);
  return { name, child, port, dataDir, logFile, stop: stopper(child) };
}

/** Debian's nginx, installed when missing (the machine's package manager; we run as root). */
export function ensureNginx(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (found) return found;
  console.log('nginx não encontrado; instalando o pacote nginx-light do Debian...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'nginx-light']]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  return '/usr/sbin/nginx';
}

/**
 * nginx in the foreground (daemon off) with a config of its own in `dir`: round-robin over the
 * apps, the client address passed on, and the upstream that answered in `X-Upstream`.
 */
export async function startNginx(dir: string, upstreams: number[]): Promise<Child & { port: number }> {
  const binary = ensureNginx();
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  const temp = (name: string) => join(dir, `nginx-${name}`);
  await writeFile(
    conf,
    `worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;
events { worker_connections 512; }
http {
  access_log ${join(dir, 'nginx-access.log')};
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  upstream app {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child = spawn(binary, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  process.once('exit', () => child.kill('SIGKILL'));
  await waitFor(`http://127.0.0.1:${port}/api/health`, child, 'nginx', 30_000);
  return { name: 'nginx', child, port, stop: stopper(child, 'SIGQUIT') };
}

/** Lines of a process's log that carry `message` (pino JSON). */
export async function logLines(file: string, message: string): Promise<number> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').filter((line) => line.includes(`"msg":"${message}"`)).length;
}
