import { regexes } from 'zod/v4/core';

/**
 * An email address as the account forms' email field reads it (fields.ts `emailField`: trimmed,
 * required, zod's email format, lower-cased), for code that must check one before any form is drawn
 * (a /verification/{email} link, spec §2) without zod's schema code on that route's first load
 * (issue 27: 14 KB gzip of /terms, /register and /verification). The pattern is the one `z.email()`
 * checks by default, taken from zod itself, so the two cannot drift apart.
 */
export function readEmail(text: string): string | undefined {
  const trimmed = text.trim();
  return regexes.email.test(trimmed) ? trimmed.toLowerCase() : undefined;
}
