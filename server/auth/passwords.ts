import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read.
const options = { algorithm: 2 as Algorithm };

// Verified when the e-mail is unknown, so a wrong e-mail costs the same time as a wrong password.
const decoy = hash('senha-que-nao-existe', options);

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await decoy), password);
  } catch {
    return false;
  }
}
