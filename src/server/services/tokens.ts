import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque bearer or link token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token; a stolen table cannot be replayed. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Keyed hash for short secrets (6-digit codes): a plain sha256 of a million possible codes is
 * reversed instantly, an HMAC needs the server secret too.
 */
export function keyedHash(secret: Buffer, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/** Compares two hex digests without leaking where they first differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
