import { readEmail } from '@/domain/schemas/email-address.ts';
import type { RegistrationStep } from '@/web/logic/registration.ts';

/** '@' is legal in a path segment: keep it readable in the address bar. */
const emailSegment = (email: string) => encodeURIComponent(email).replace(/%40/g, '@');

/** The address each step of the registration flow lives at (spec §2). */
export function pathOf(step: RegistrationStep, email: string): string {
  switch (step) {
    case 'terms':
      return '/terms';
    case 'register':
      return '/register';
    case 'verification':
      return `/verification/${emailSegment(email)}`;
    case 'done':
      return `/?email=${encodeURIComponent(email)}`;
  }
}

/** The step an address shows, from the last matched route's path. */
export function stepAt(pathname: string): RegistrationStep | null {
  if (/\/terms\/?$/.test(pathname)) return 'terms';
  if (/\/register\/?$/.test(pathname)) return 'register';
  if (/\/verification\/[^/]+\/?$/.test(pathname)) return 'verification';
  return null;
}

/** A /verification/{email} link opens the flow at verification only for a well-formed email. */
export function emailFromParam(param: string | undefined): string | undefined {
  return param ? readEmail(param) : undefined;
}
