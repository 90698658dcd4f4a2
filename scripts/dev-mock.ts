/**
 * `npm run dev:mock`: the SPA against the Prism mock of the contract, no backend needed. Starts Prism
 * on 127.0.0.1:4010 and Vite (proxying /api there), and stops both when either exits or on Ctrl+C.
 */
import { type ChildProcess, spawn } from 'node:child_process';

const MOCK_URL = 'http://127.0.0.1:4010';
const bin = (name: string) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

const children: ChildProcess[] = [];
let stopping = false;

function start(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env });
  child.on('exit', (code) => stop(code ?? 0));
  children.push(child);
  return child;
}

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start(bin('tsx'), ['scripts/mock-contract.ts']);
start(bin('vite'), process.argv.slice(2), { ...process.env, VITE_API_PROXY: MOCK_URL });
