import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplate, testDataRoot } from './database-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded database each test file copies; empty on PostgreSQL. */
    databaseTemplate: string;
  }
}

/**
 * Once per run of the server tests: the migrated embedded database every file's server starts from
 * (`startTestServer`), in a folder of the run's own that goes when the run ends.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('databaseTemplate', '');
    return;
  }
  const runDir = await mkdtemp(join(testDataRoot(), 'finance-tests-'));
  project.provide('databaseTemplate', await makeDatabaseTemplate(runDir));
  return () => rm(runDir, { recursive: true, force: true });
}
