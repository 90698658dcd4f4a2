import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { DEMO_ACCOUNTS, ensureDemoData } from './demo/seed.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function start(): Promise<FastifyInstance> {
  const config = loadConfig();
  try {
    const app = await buildApp(config);
    if (config.seedDemo && (await ensureDemoData(app)))
      app.log.info({ email: DEMO_ACCOUNTS.demo.email }, 'demo accounts created (see server/README.md)');
    await app.listen({ port: config.port, host: config.host });
    // Reminders, bank refreshes, trial notices and purges (decision 470); every process may run it.
    if (config.jobs.run) app.jobs.start();
    return app;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const app = await start();

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Closing drains requests, then closes the database and releases the data folder lock.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
