export const ROLES = ['applicant', 'agent', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const CATEGORIES = ['Domestic', 'International'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The user as the API returns it (spec §3: id, username, loginEmail, student.potentialAccountCategory). */
export interface User {
  id: number;
  username: string;
  loginEmail: string;
  role: Role;
  student: { potentialAccountCategory: Category | null };
}

/** Sign-in answer: the opaque session token and the user. */
export interface SignInResult {
  token: string;
  user: User;
}

export interface RegisterEmailResult {
  email: string;
  /** Seconds before the server accepts another send for this email. */
  resendInSeconds: number;
}
