import { keyedHash, sameDigest } from './tokens.ts';

/**
 * The device cookie (OWASP "slow down online guessing with device cookies", issue 24, ADR 021): set
 * on a successful sign-in, it names the account (by its email) and is signed with the server secret.
 * A sign-in to that account carrying it is not counted against the per-address limit, so a person
 * who has signed in from this browser before is not locked out by someone spraying from their
 * school's or office's address. The per-account limit still applies.
 */
export const DEVICE_COOKIE = 'portal_device';
const LIFETIME_DAYS = 180;

const signatureOf = (secret: Buffer, email: string, expires: number) =>
  keyedHash(secret, `device:${email.trim().toLowerCase()}:${expires}`);

/** The Set-Cookie value after `email` signed in (Path=/api: only the API reads it). */
export function deviceCookie(secret: Buffer, email: string, now: Date, secure: boolean): string {
  const expires = now.getTime() + LIFETIME_DAYS * 86_400_000;
  const value = `${expires}.${signatureOf(secret, email, expires)}`;
  const flags = `Path=/api; Max-Age=${LIFETIME_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  return `${DEVICE_COOKIE}=${value}; ${flags}`;
}

/** Whether the request's Cookie header holds a live device cookie of `email`. */
export function hasDeviceCookie(cookieHeader: string | undefined, secret: Buffer, email: string, now: Date) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name !== DEVICE_COOKIE) continue;
    const [expires, signature = ''] = value.split('.');
    const until = Number(expires);
    if (
      Number.isSafeInteger(until) &&
      until > now.getTime() &&
      sameDigest(signature, signatureOf(secret, email, until))
    )
      return true;
  }
  return false;
}
