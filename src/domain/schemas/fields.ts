import * as z from 'zod/mini';
import { CODE_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '../constants.ts';
import { Msg } from '../messages.ts';

/*
 * Reusable field rules shared by forms and server (spec §5). zod/mini (issue 12: a third of classic
 * zod's weight on the sign-in screen's first load); the server parses them with zod's core functions
 * (http/envelope.ts), and every message a user can see is given here, none from zod's locale.
 */

export function emailField(max?: { length: number; message: string }) {
  const base = z
    .string({ error: Msg.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, Msg.emailRequired),
      ...(max ? [z.maxLength(max.length, max.message)] : []),
    );
  return z.pipe(
    z.pipe(base, z.email(Msg.emailInvalid)),
    z.transform((email: string) => email.toLowerCase()),
  );
}

/** Registration, reset and change-password rule: letters, digits, dash, underscore, 6 to 20. */
export function passwordField(requiredMessage: string = Msg.passwordRequired) {
  return z
    .string({ error: requiredMessage })
    .check(
      z.minLength(1, requiredMessage),
      z.regex(/^[A-Za-z0-9_-]*$/, Msg.passwordChars),
      z.minLength(PASSWORD_MIN, Msg.passwordLength),
      z.maxLength(PASSWORD_MAX, Msg.passwordLength),
    );
}

export const codeField = z
  .string({ error: Msg.codeRequired })
  .check(
    z.trim(),
    z.minLength(1, Msg.codeRequired),
    z.regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), Msg.codeDigits),
  );

/** A required text field whose only rule is "not empty" (the retype boxes). */
export function requiredText(message: string) {
  return z.string({ error: message }).check(z.minLength(1, message));
}

/** Adds the "retype must match" rule, reported on the retype field. */
export function mustMatch<T extends Record<string, unknown>>(
  first: keyof T & string,
  second: keyof T & string,
) {
  return z.superRefine((value: T, ctx: z.core.$RefinementCtx<T>) => {
    if (value[second] && value[first] !== value[second]) {
      ctx.addIssue({ code: 'custom', path: [second], message: Msg.passwordsDiffer });
    }
  });
}
