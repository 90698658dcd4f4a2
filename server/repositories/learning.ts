import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import {
  blogPosts,
  educationalVideos,
  expertLikes,
  experts,
  learningTrails,
  products,
  users,
} from '../db/schema.ts';
import {
  SEED_BLOG_POSTS,
  SEED_EXPERTS,
  SEED_PRODUCTS,
  SEED_TRAILS,
  SEED_VIDEOS,
} from '../db/seed-learning.ts';

export type TrailRow = typeof learningTrails.$inferSelect;
export type VideoGroupRow = typeof educationalVideos.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ExpertRow = typeof experts.$inferSelect & { likes: number };

export interface StoredDocument {
  videoId: string;
  imgUrl?: string;
  duration?: string;
}
export interface StoredItem {
  title: string;
  description?: string;
  documents: StoredDocument[];
}

/** Seeded likes plus one per user who liked. */
const expertColumns = {
  id: experts.id,
  name: experts.name,
  expertizes: experts.expertizes,
  stars: experts.stars,
  sessionPrice: experts.sessionPrice,
  baseLikes: experts.baseLikes,
  image: experts.image,
  aboutMessage: experts.aboutMessage,
  profileMessage: experts.profileMessage,
  likes: sql<number>`(${experts.baseLikes} + (select count(*) from ${expertLikes} where ${expertLikes.expertId} = ${experts.id}))::int`,
};

/** Writes the seeded content once; existing rows (same fixed ids) are left as they are. */
export async function seedLearningContent(db: Db): Promise<void> {
  await db.insert(learningTrails).values(SEED_TRAILS).onConflictDoNothing();
  await db.insert(educationalVideos).values(SEED_VIDEOS).onConflictDoNothing();
  await db.insert(blogPosts).values(SEED_BLOG_POSTS).onConflictDoNothing();
  await db.insert(products).values(SEED_PRODUCTS).onConflictDoNothing();
  await db.insert(experts).values(SEED_EXPERTS).onConflictDoNothing();
}

export function learningRepository(db: Executor) {
  return {
    trails(): Promise<TrailRow[]> {
      return db.select().from(learningTrails).orderBy(asc(learningTrails.position), asc(learningTrails.id));
    },

    async trail(id: string): Promise<TrailRow | undefined> {
      const [row] = await db.select().from(learningTrails).where(eq(learningTrails.id, id));
      return row;
    },

    videoGroups(): Promise<VideoGroupRow[]> {
      return db.select().from(educationalVideos).orderBy(asc(educationalVideos.position));
    },

    blogPosts(): Promise<BlogPostRow[]> {
      return db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
    },

    products(): Promise<ProductRow[]> {
      return db.select().from(products).orderBy(asc(products.position));
    },

    async product(id: string): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row;
    },

    experts(): Promise<ExpertRow[]> {
      return db.select(expertColumns).from(experts).orderBy(asc(experts.name));
    },

    async expert(id: string): Promise<ExpertRow | undefined> {
      const [row] = await db.select(expertColumns).from(experts).where(eq(experts.id, id));
      return row;
    },

    /** A user's like counts once however often it is sent. */
    async like(expertId: string, userId: string): Promise<void> {
      await db.insert(expertLikes).values({ expertId, userId }).onConflictDoNothing();
    },

    /** Adds the id unless present, in one statement, so two tabs never lose a watched video. */
    async markWatched(userId: string, videoId: string): Promise<void> {
      await db
        .update(users)
        .set({ videosWatched: sql`array_append(${users.videosWatched}, ${videoId})` })
        .where(and(eq(users.id, userId), sql`not (${videoId} = any(${users.videosWatched}))`));
    },
  };
}
