import type { z } from 'zod';

/** zod issues → `{ field: message }` (first message per field), the shape of a 406 `result.errors`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
