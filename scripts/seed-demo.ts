// Resets the demo accounts (demo user, family partner, planner and clients) to their first-start state.
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { DataDirLockedError } from '../server/db/lock.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, resetDemoData } from '../server/demo/seed.ts';

try {
  const app = await buildApp({ ...loadConfig(), logLevel: 'warn', staticDir: undefined });
  const started = performance.now();
  await resetDemoData(app);
  const seconds = ((performance.now() - started) / 1000).toFixed(1).replace('.', ',');
  await app.close();
  console.log(
    `Dados de demonstração recriados em ${seconds} s. Entre com ${DEMO_ACCOUNTS.demo.email} / ${DEMO_PASSWORD}.`,
  );
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(`${error.message}\nPare o servidor antes de recriar os dados de demonstração.`);
  process.exit(1);
}
