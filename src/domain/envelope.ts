/** Envelope codes as DESIGN.md assigns them; every handled answer is HTTP 200 with one of these. */
export const Code = {
  Success: 204,
  Unauthorized: 401,
  Forbidden: 403,
  Refused: 406,
  ServerError: 500,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  result: T;
}

/** A 406 for a failed validation carries field → message. */
export interface ValidationResult {
  errors: Record<string, string>;
}
