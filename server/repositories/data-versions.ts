import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { dataVersions } from '../db/schema.ts';

export function dataVersionsRepository(db: Executor) {
  return {
    /** `user:version` of each user that has one, in user order: changes whenever any of them writes. */
    async of(userIds: string[]): Promise<string> {
      if (userIds.length === 0) return '';
      const rows = await db.select().from(dataVersions).where(inArray(dataVersions.userId, userIds));
      return rows
        .map((row) => `${row.userId}:${row.version}`)
        .sort()
        .join(',');
    },
  };
}
