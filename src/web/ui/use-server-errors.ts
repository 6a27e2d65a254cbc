import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FlowError } from '@/domain/api-error.ts';

/**
 * Puts a server refusal's field messages (FlowError.fieldErrors, from a 406 `result.errors`)
 * into react-hook-form, so they show inline like the form's own rules. Fields the form does
 * not have are ignored here; the error summary still lists the message.
 */
export function useServerErrors<T extends FieldValues>(
  error: FlowError | null | undefined,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  useEffect(() => {
    if (!error) return;
    for (const [name, message] of Object.entries(error.fieldErrors)) {
      if ((fields as readonly string[]).includes(name)) {
        setError(name as Path<T>, { type: 'server', message });
      }
    }
  }, [error, setError, fields]);
}
