import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read.
const options = { algorithm: 2 as Algorithm };

// Verified when the e-mail is unknown, so a wrong e-mail costs the same time as a wrong password.
const decoy = hash('senha-que-nao-existe', options);

export const hashPassword = (password: string) => hash(password, options);

/**
 * Whether `password` matches `passwordHash`. With no hash (an unknown e-mail, an account that signs
 * in through an identity provider) the decoy is verified for equal timing and the answer is always
 * false: no password can open an account that has none. `check` is argon2's own; tests count its calls.
 */
export async function passwordMatches(
  passwordHash: string | null | undefined,
  password: string,
  check: typeof verify = verify,
): Promise<boolean> {
  try {
    const matches = await check(passwordHash ?? (await decoy), password);
    return matches && Boolean(passwordHash);
  } catch {
    return false;
  }
}
