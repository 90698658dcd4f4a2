/**
 * `npm run mock`: Prism serving the contract's examples on 127.0.0.1:4010 at the same `/api/...` paths the
 * real server uses. Prism ignores `servers`, so the paths are prefixed in a copy of the bundled contract.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const bundle = JSON.parse(readFileSync('src/api/gen/openapi.json', 'utf8')) as {
  paths: Record<string, unknown>;
};
bundle.paths = Object.fromEntries(Object.entries(bundle.paths).map(([path, item]) => [`/api${path}`, item]));
mkdirSync('tmp/openapi', { recursive: true });
writeFileSync('tmp/openapi/mock.json', JSON.stringify(bundle));

const prism = spawn(
  new URL('../node_modules/.bin/prism', import.meta.url).pathname,
  ['mock', '--host', '127.0.0.1', '--port', process.env.MOCK_PORT ?? '4010', 'tmp/openapi/mock.json'],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => prism.kill(signal));
prism.on('exit', (code) => process.exit(code ?? 0));
