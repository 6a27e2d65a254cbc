import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane): ~13 ms per hash on our machines. */
const ARGON2ID = 2 as Algorithm; // Algorithm is an ambient const enum, which isolatedModules cannot read
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anyone knows, verified against when the account does not exist. */
let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash, or spends the same time against a dummy hash when
 * there is none, so the answer time does not reveal which emails have accounts.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(`no-account-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
