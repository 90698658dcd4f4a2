import { createSecretKey, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';

const ALG = 'HS256';

/**
 * JWT_SECRET when given; otherwise one secret generated on first start and kept in the database,
 * so every process behind a load balancer signs and verifies with the same key.
 */
export async function resolveSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSettings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  if (!row) throw new Error('jwt secret missing after insert');
  return new TextEncoder().encode(row.value);
}

export interface TokenClaims {
  sessionId: string;
  userId: string;
}

export function tokenService(secretBytes: Uint8Array) {
  // A KeyObject made once: given raw bytes, jose imports the key again on every sign and verify.
  const secret = createSecretKey(secretBytes);
  return {
    sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: ALG })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
    },

    /** The claims of a well-signed, unexpired token; undefined for anything else. */
    async verify(token: string): Promise<TokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: [ALG] });
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return undefined;
        return { sessionId: payload.sid, userId: payload.sub };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

export type TokenService = ReturnType<typeof tokenService>;
