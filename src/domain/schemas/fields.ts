import { z } from 'zod';
import { CODE_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '../constants.ts';
import { Msg } from '../messages.ts';

/** Reusable field rules shared by forms and server (spec §5). */
export function emailField(max?: { length: number; message: string }) {
  let base = z.string({ error: Msg.emailRequired }).trim().min(1, Msg.emailRequired);
  if (max) base = base.max(max.length, max.message);
  return base.pipe(z.email(Msg.emailInvalid)).transform((email) => email.toLowerCase());
}

/** Registration, reset and change-password rule: letters, digits, dash, underscore, 6 to 20. */
export function passwordField(requiredMessage: string = Msg.passwordRequired) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .regex(/^[A-Za-z0-9_-]*$/, Msg.passwordChars)
    .min(PASSWORD_MIN, Msg.passwordLength)
    .max(PASSWORD_MAX, Msg.passwordLength);
}

export const codeField = z
  .string({ error: Msg.codeRequired })
  .trim()
  .min(1, Msg.codeRequired)
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), Msg.codeDigits);

/** Adds the "retype must match" rule, reported on the retype field. */
export function mustMatch<T extends Record<string, unknown>>(
  first: keyof T & string,
  second: keyof T & string,
) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (value[second] && value[first] !== value[second]) {
      ctx.addIssue({ code: 'custom', path: [second], message: Msg.passwordsDiffer });
    }
  };
}
