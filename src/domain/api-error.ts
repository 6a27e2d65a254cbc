import { Code } from './envelope.ts';

/** What a failed call rejects with: the envelope code, the server's msg, and field messages for a 406. */
export class ApiError extends Error {
  readonly code: number;
  readonly result: unknown;
  constructor(code: number, msg: string, result: unknown = null) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.result = result;
  }
  get fieldErrors(): Record<string, string> {
    const errors = (this.result as { errors?: unknown } | null)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
  }
  get isSessionEnded(): boolean {
    return this.code === Code.Forbidden;
  }
}

/** The error a machine keeps in context and a view renders. */
export interface FlowError {
  message: string;
  code: number | null;
  fieldErrors: Record<string, string>;
  result: unknown;
}

export function toFlowError(error: unknown): FlowError {
  if (error instanceof ApiError) {
    return { message: error.message, code: error.code, fieldErrors: error.fieldErrors, result: error.result };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { message, code: null, fieldErrors: {}, result: null };
}
