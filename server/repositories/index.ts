import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Executor, Tx } from '../db/client.ts';
import { bankAccessesRepository } from './bank-accesses.ts';
import { bankMergesRepository } from './bank-merges.ts';
import { budgetsRepository } from './budgets.ts';
import { codesRepository } from './codes.ts';
import { dataUpgradesRepository } from './data-upgrades.ts';
import { dataVersionsRepository } from './data-versions.ts';
import { familiesRepository } from './families.ts';
import { idempotencyKeysRepository } from './idempotency-keys.ts';
import { jobsRepository } from './jobs.ts';
import { learningRepository } from './learning.ts';
import { ledgerRepository } from './ledger.ts';
import { moneyRepositories } from './money.ts';
import { objectivesRepository } from './objectives.ts';
import { onboardingsRepository } from './onboardings.ts';
import { profilesRepository } from './profiles.ts';
import { promotionalCodesRepository } from './promotional-codes.ts';
import { sessionsRepository } from './sessions.ts';
import { socialSignInsRepository } from './social-sign-ins.ts';
import { subscriptionsRepository } from './subscriptions.ts';
import { sweepsRepository } from './sweeps.ts';
import { tasksRepository } from './tasks.ts';
import { throttlesRepository } from './throttles.ts';
import { userconfigsRepository } from './userconfigs.ts';
import { usersRepository } from './users.ts';

function repositories(db: Executor) {
  return {
    users: usersRepository(db),
    sessions: sessionsRepository(db),
    throttles: throttlesRepository(db),
    codes: codesRepository(db),
    socialSignIns: socialSignInsRepository(db),
    families: familiesRepository(db),
    ledger: ledgerRepository(db),
    subscriptions: subscriptionsRepository(db),
    promotionalCodes: promotionalCodesRepository(db),
    bankAccesses: bankAccessesRepository(db),
    bankMerges: bankMergesRepository(db),
    budgets: budgetsRepository(db),
    objectives: objectivesRepository(db),
    onboardings: onboardingsRepository(db),
    learning: learningRepository(db),
    tasks: tasksRepository(db),
    userconfigs: userconfigsRepository(db),
    profiles: profilesRepository(db),
    idempotencyKeys: idempotencyKeysRepository(db),
    dataVersions: dataVersionsRepository(db),
    dataUpgrades: dataUpgradesRepository(db),
    jobs: jobsRepository(db),
    sweeps: sweepsRepository(db),
    ...moneyRepositories(db),
  };
}

export type TxRepositories = ReturnType<typeof repositories>;

interface UnitOfWork {
  tx: Tx;
  repos: TxRepositories;
}

export function createRepositories(db: Db) {
  const root = repositories(db);
  const ambient = new AsyncLocalStorage<UnitOfWork>();
  // Inside `unitOfWork` every repository, and every `transaction` (a savepoint then), runs in its
  // one database transaction, so a handler's writes commit or roll back with it (decision 312).
  const current = () => ambient.getStore()?.repos ?? root;
  const routed = {} as TxRepositories;
  for (const name of Object.keys(root) as Array<keyof TxRepositories>) {
    Object.defineProperty(routed, name, { enumerable: true, get: () => current()[name] });
  }
  return Object.assign(routed, {
    /** Runs `work` in one database transaction with repositories bound to it. */
    transaction<T>(work: (repos: TxRepositories) => Promise<T>): Promise<T> {
      const outer = ambient.getStore()?.tx;
      if (outer) return outer.transaction((tx) => work(repositories(tx)));
      return db.transaction((tx) => work(repositories(tx)));
    },
    /** Runs `work`, and everything it reaches through these repositories, as one transaction. */
    unitOfWork<T>(work: (repos: TxRepositories) => Promise<T>): Promise<T> {
      return db.transaction((tx) => {
        const repos = repositories(tx);
        return ambient.run({ tx, repos }, () => work(repos));
      });
    },
  });
}

export type Repositories = ReturnType<typeof createRepositories>;
