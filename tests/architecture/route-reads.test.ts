import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decisions 350 and 385: a screen reads its route's data with useSuspenseQuery from the cache its
// route's loader filled. useQuery/useQueries stay only where the data is not a route's: a modal
// opened over any screen (its own waiting state; the screen underneath loaded the same options, so
// it asks nothing again) and the shell.
const root = resolve(import.meta.dirname, '../..');
const features = join(root, 'src/features');

const NOT_A_ROUTES_DATA: Record<string, string> = {
  'src/features/bank-connections/bank-integration-modal.tsx': 'global modal: waits for the connections',
  'src/features/objectives/use-own-accounts.ts': 'objective modal: the wallets to save from',
  'src/features/money-modals/category-details/category-details-modal.tsx': 'modal: a category month',
  'src/features/money-modals/shared/use-payments.ts': 'money modals: the wallets to book into',
  'src/features/money-modals/bank-operation/use-bank-operation-form.ts': "modal: the source's balance",
  'src/features/money-modals/transaction/transaction-modal.tsx': 'modal: the categories to choose',
  'src/features/planning/proposal-modal.tsx': 'modal: the automatic planning, asked when opened',
  'src/features/shell/use-settings-attention.ts': "the shell's highlight, on every screen",
  // Started by the route's loader but not awaited: it asks the payment gateway (decision 479).
  'src/features/subscriptions/plan/plan-screen.tsx': 'Meu plano: the plan change waiting for the next charge',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

const callers = sourceFiles(features)
  .filter((file) => /\buse(Query|Queries)\s*\(/.test(readFileSync(file, 'utf8')))
  .map((file) => relative(root, file))
  .sort();

describe("a route's data is read with suspense", () => {
  it('sees the screens it checks', () => {
    expect(sourceFiles(features).length).toBeGreaterThan(100);
  });

  it('no screen reads its data with useQuery', () => {
    const allowed = new Set(Object.keys(NOT_A_ROUTES_DATA));
    expect(callers.filter((file) => !allowed.has(file))).toEqual([]);
  });

  it('lists no file that no longer needs its exception', () => {
    const stale = Object.keys(NOT_A_ROUTES_DATA).filter((file) => !callers.includes(file));
    expect(stale).toEqual([]);
  });
});
