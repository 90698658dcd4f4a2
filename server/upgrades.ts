import type { FastifyInstance } from 'fastify';
import { reconcileCreditsOf } from './modules/invoices/credit.ts';

interface DataUpgrade {
  name: string;
  run(app: FastifyInstance): Promise<void>;
}

/**
 * Rules that changed for data already stored, in the order they were made. SQL migrations move
 * columns; these apply a rule the server's own code holds, once per database, at start-up.
 */
const UPGRADES: DataUpgrade[] = [
  {
    // Decision 034 moved an overpaid invoice's credit on to the next invoice with charges, but only
    // when a card is written to; a card last written by an older release kept the credit stranded
    // and its next invoice asked its full amount (audit AA1).
    name: '034-invoice-credits-carry-on',
    async run(app) {
      for (const id of await app.repos.payments.creditCardIds()) {
        await app.repos.transaction((tx) => reconcileCreditsOf(tx, { paymentIds: [id] }));
      }
    },
  },
];

/**
 * Runs the upgrades this database has not had, each recorded when done. One process at a time
 * (`exclusive`): a second one started beside it waits and then finds them recorded. A process that
 * dies halfway records nothing, and the next start runs the upgrade again, which each allows.
 */
export function upgradeData(app: FastifyInstance): Promise<void> {
  return app.database.exclusive(async () => {
    for (const upgrade of UPGRADES) {
      if (await app.repos.dataUpgrades.isDone(upgrade.name)) continue;
      await upgrade.run(app);
      await app.repos.dataUpgrades.record(upgrade.name);
      app.log.info({ upgrade: upgrade.name }, 'data upgraded');
    }
  });
}
