import { toCents, toDecimalString } from '../../domain/money.ts';
import { keptAfterAccountRemoved } from '../../domain/objectives.ts';
import type { TxRepositories } from '../../repositories/index.ts';
import { paidCentsOf } from './present.ts';

/**
 * Before wallets go (a bank connection removed), the objectives that saved through them take what
 * those movements put aside into their initial value (decision 029). Runs in the removal's
 * database transaction, each objective locked as a deposit locks it.
 */
export async function keepSavingsOfRemovedWallets(repos: TxRepositories, walletIds: string[]): Promise<void> {
  for (const moved of await repos.objectives.movedThrough(walletIds)) {
    await repos.objectives.lock(moved.objectiveId);
    const objective = await repos.objectives.findById(moved.objectiveId);
    if (!objective) continue;
    const kept = keptAfterAccountRemoved(
      {
        total: toCents(objective.totalValue),
        initial: toCents(objective.initialValue),
        paid: paidCentsOf(await repos.objectives.movements([objective.id])),
      },
      -toCents(moved.value),
    );
    await repos.objectives.update(objective.id, {
      initialValue: toDecimalString(kept.initial),
      done: kept.done,
    });
  }
}
