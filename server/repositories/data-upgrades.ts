import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { dataUpgrades } from '../db/schema.ts';

export function dataUpgradesRepository(db: Executor) {
  return {
    async isDone(name: string): Promise<boolean> {
      const [row] = await db.select().from(dataUpgrades).where(eq(dataUpgrades.name, name));
      return row !== undefined;
    },

    async record(name: string): Promise<void> {
      await db.insert(dataUpgrades).values({ name }).onConflictDoNothing();
    },
  };
}
