import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
  ) {
    super(
      `A pasta de dados ${dataDir} já está em uso${pid ? ` pelo processo ${pid}` : ''}. ` +
        'Pare o outro servidor ou use outro DATA_DIR (o PGlite só pode ser aberto por um processo).',
    );
    this.name = 'DataDirLockedError';
  }
}

// Longest Unix socket path every platform accepts (macOS 104 with the NUL); a longer one is cut
// short by the kernel without an error, so it would name another file.
const MAX_SOCKET_PATH = 103;
// How long a holder that accepted the connection has to say its PID before we refuse without it.
const PID_WAIT_MS = 1_000;

function listen(address: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    // The holder answers every connection with its PID, for the message of the refused one.
    const server = createServer((socket) => socket.end(String(process.pid)));
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      // The lock must not keep a finished script (seed, tests) alive.
      server.unref();
      resolve(server);
    });
  });
}

type Holder = { alive: false } | { alive: true; pid: number | undefined };

/** Whoever listens on the address is alive: the kernel closes a dead process's sockets. */
function probe(address: string): Promise<Holder> {
  return new Promise((resolve, reject) => {
    let answer = '';
    let accepted = false;
    const socket = connect(address);
    const pidOf = () => {
      const pid = Number.parseInt(answer, 10);
      return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
    };
    // A live holder answers with its PID at once; a listener that closes or resets without a word
    // is being torn down with its dying process (seen with a zombie), so it holds nothing.
    const closed = () => {
      socket.destroy();
      const pid = pidOf();
      resolve(pid === undefined ? { alive: false } : { alive: true, pid });
    };
    socket.setTimeout(PID_WAIT_MS, () => {
      socket.destroy();
      resolve({ alive: true, pid: pidOf() });
    });
    socket.on('connect', () => {
      accepted = true;
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', closed);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (accepted) closed();
      else if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT' || error.code === 'ECONNRESET')
        resolve({ alive: false });
      else reject(error);
    });
  });
}

const isInUse = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EADDRINUSE';

/**
 * The folder's socket: a file inside it, so processes in other containers sharing the volume see
 * it too; under the temp folder, named after the folder's identity, when the path is too long.
 */
function socketPath(dataDir: string, identity: string): string {
  const inside = join(dataDir, 'server.sock');
  if (Buffer.byteLength(inside) <= MAX_SOCKET_PATH) return inside;
  const hash = createHash('sha256').update(identity).digest('hex').slice(0, 24);
  return join(tmpdir(), `finance-app-${hash}.sock`);
}

const isAbstract = (address: string) => address.startsWith('\0');

/** Listens on the address, replacing a socket whose process is gone (decision 340). */
async function take(dataDir: string, address: string): Promise<Server> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    try {
      return await listen(address);
    } catch (error) {
      if (!isInUse(error)) throw error;
      const holder = await probe(address);
      if (holder.alive) throw new DataDirLockedError(dataDir, holder.pid);
      // An abstract socket vanishes with its process: only a file can be left behind. The kernel
      // may take a moment to free a dying process's address: wait a little before the next try.
      if (!isAbstract(address)) rmSync(address, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 20 * (attempt + 1)));
    }
  }
  throw new Error(`Não foi possível obter o bloqueio de ${dataDir}`);
}

/**
 * Takes an exclusive lock on the data folder that the kernel releases when this process dies,
 * however it dies (decision 340): a listening Unix socket. On Linux an abstract socket named after
 * the folder's device and inode comes first: binding it is atomic, so two starts racing to replace a
 * dead server's socket file cannot both win. A live holder refuses with a clear message.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const { dev, ino } = statSync(dataDir);
  const identity = `${dev}:${ino}`;
  const guard =
    process.platform === 'linux' ? await take(dataDir, `\0finance-app-data:${identity}`) : undefined;
  let socket: Server;
  try {
    socket = await take(dataDir, socketPath(dataDir, identity));
  } catch (error) {
    guard?.close();
    throw error;
  }
  // Left by versions that locked with a PID file, which a dead or reused PID kept "in use".
  rmSync(join(dataDir, 'server.lock'), { force: true });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // Closing a Unix socket server also removes its file.
    socket.close();
    guard?.close();
  };
}
