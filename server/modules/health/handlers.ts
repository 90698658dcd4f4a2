import { sql } from 'drizzle-orm';
import type { Answer, Handlers } from '../types.ts';

export const healthHandlers: Handlers = {
  async getHealth(request): Promise<Answer<'getHealth', 200>> {
    // Ready means the database answers, not only that the process is up.
    await request.server.database.db.execute(sql`select 1`);
    return { data: { status: 'ok', version: '1.0.0' } };
  },
};
