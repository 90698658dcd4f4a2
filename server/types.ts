import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenService } from './auth/tokens.ts';
import type { Billing } from './billing/index.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { AnswerCache } from './http/answer-cache.ts';
import type { MailBrand } from './mail/brand.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Repositories } from './repositories/index.ts';

/** Who a request acts for: `userId` is the account whose data it reads and writes; `actorId` signed in. */
export interface AuthContext {
  userId: string;
  actorId: string;
  sessionId: string;
}

/** What the contract binding calls for an operation; modules name theirs by operationId. */
export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    repos: Repositories;
    mailer: Mailer;
    brand: MailBrand;
    tokens: TokenService;
    answers: AnswerCache;
    billing: Billing;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
