import type { Db, Executor } from '../db/client.ts';
import { attemptsRepository } from './attempts.ts';
import { bankAccessesRepository } from './bank-accesses.ts';
import { budgetsRepository } from './budgets.ts';
import { codesRepository } from './codes.ts';
import { dataVersionsRepository } from './data-versions.ts';
import { familiesRepository } from './families.ts';
import { learningRepository } from './learning.ts';
import { ledgerRepository } from './ledger.ts';
import { moneyRepositories } from './money.ts';
import { objectivesRepository } from './objectives.ts';
import { profilesRepository } from './profiles.ts';
import { sessionsRepository } from './sessions.ts';
import { subscriptionsRepository } from './subscriptions.ts';
import { tasksRepository } from './tasks.ts';
import { userconfigsRepository } from './userconfigs.ts';
import { usersRepository } from './users.ts';

function repositories(db: Executor) {
  return {
    users: usersRepository(db),
    sessions: sessionsRepository(db),
    attempts: attemptsRepository(db),
    codes: codesRepository(db),
    families: familiesRepository(db),
    ledger: ledgerRepository(db),
    subscriptions: subscriptionsRepository(db),
    bankAccesses: bankAccessesRepository(db),
    budgets: budgetsRepository(db),
    objectives: objectivesRepository(db),
    learning: learningRepository(db),
    tasks: tasksRepository(db),
    userconfigs: userconfigsRepository(db),
    profiles: profilesRepository(db),
    dataVersions: dataVersionsRepository(db),
    ...moneyRepositories(db),
  };
}

export type TxRepositories = ReturnType<typeof repositories>;

export function createRepositories(db: Db) {
  return {
    ...repositories(db),
    /** Runs `work` in one database transaction with repositories bound to it. */
    transaction<T>(work: (repos: TxRepositories) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(repositories(tx)));
    },
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
