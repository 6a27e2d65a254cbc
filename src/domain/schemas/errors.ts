import type { $ZodError } from 'zod/v4/core';

/**
 * zod issues → `{ field: message }` (first message per field), the shape of a 406 `result.errors`.
 * Any zod 4 error: classic schemas' and zod/mini's (the account schemas).
 */
export function fieldErrors(error: $ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
