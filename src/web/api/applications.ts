import { ApiPath } from '@/domain/api-paths.ts';
import type { ListRequest, ListResponse } from '@/domain/applications/list.ts';
import type { NewStudent } from '@/domain/applications/new-student.ts';
import type { StatusKey } from '@/domain/applications/status.ts';
import { NEW_APPLICATION_ID } from '@/domain/applications/steps.ts';
import type { Category, User } from '@/domain/user.ts';
import { apiCall } from './client.ts';
import { getUser, saveUser, whenSignedOut } from './session.ts';

export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * Stores the account category (spec §7: the category in the query, no body) and the kept user
 * (spec §4: "stored on the server and in the locally kept user"). Quiet: the dialog shows a refusal.
 */
export async function saveAccountCategory(category: Category, options?: CallOptions): Promise<User | null> {
  const query = new URLSearchParams({ accountCategory: category });
  const saved = await apiCall<Category | null>(`${ApiPath.accountCategory}?${query}`, {
    method: 'POST',
    quiet: true,
    ...options,
  });
  const user = getUser();
  if (!user) return null;
  const updated: User = {
    ...user,
    student: { ...user.student, potentialAccountCategory: saved ?? category },
  };
  saveUser(updated);
  return updated;
}

/** 'My Applications': one page with the filters' options and counts. */
export function listApplications(request: ListRequest, options?: CallOptions): Promise<ListResponse> {
  return apiCall<ListResponse>(ApiPath.listApplications, { body: request, ...options });
}

/** The older list view's call (spec §7): the same list under the older address. */
export function listApplicationsOlder(request: ListRequest, options?: CallOptions): Promise<ListResponse> {
  return apiCall<ListResponse>(ApiPath.olderListApplications, { body: request, ...options });
}

/** Deletes an application being edited. Quiet: the confirmation dialog shows a refusal. */
export async function deleteApplication(id: number, options?: CallOptions): Promise<void> {
  await apiCall<unknown>(`${ApiPath.deleteApplication}${id}`, { method: 'POST', quiet: true, ...options });
}

/**
 * The session-scoped values of spec §3 (status, newId, applicationCategory, editOffer) that the
 * step screens read: which application is open, in which category, in which status; and (issue 11)
 * newStudent, the student an agent's new application is for, until the application exists.
 */
export const APPLICATION_SESSION_KEYS = {
  status: 'status',
  newId: 'newId',
  applicationCategory: 'applicationCategory',
  editOffer: 'editOffer',
  newStudent: 'newStudent',
} as const;

function writeSession(values: Record<string, string | null>): void {
  try {
    for (const [key, value] of Object.entries(values)) {
      if (value === null) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, value);
    }
  } catch {
    // Storage unavailable (private mode): the step screens then fall back to the application's own data.
  }
}

// The next person to sign in on this tab starts with no application open, and an agent's next
// student is not the last one's.
whenSignedOut(() =>
  writeSession(Object.fromEntries(Object.values(APPLICATION_SESSION_KEYS).map((key) => [key, null]))),
);

/** The application a step has loaded or saved (spec §3: status from the load answer, id, category). */
export function keepOpenApplication(open: {
  id: number;
  category?: Category | null;
  status?: string | null;
}): void {
  writeSession({
    [APPLICATION_SESSION_KEYS.newId]: String(open.id),
    ...(open.category ? { [APPLICATION_SESSION_KEYS.applicationCategory]: open.category } : {}),
    ...(open.status ? { [APPLICATION_SESSION_KEYS.status]: open.status } : {}),
    // Once the application exists it holds the student: the pre-fill of a new one is done with.
    ...(open.id === NEW_APPLICATION_ID ? {} : { [APPLICATION_SESSION_KEYS.newStudent]: null }),
  });
}

/**
 * New Application (spec §4): id -1 and the category, before going to the personal step. An agent's
 * (issue 11) also keeps the student it is for, whom the personal step starts with; an applicant's
 * keeps none.
 */
export function keepNewApplication(category: Category, student: NewStudent | null = null): void {
  writeSession({
    [APPLICATION_SESSION_KEYS.newId]: String(NEW_APPLICATION_ID),
    [APPLICATION_SESSION_KEYS.applicationCategory]: category,
    [APPLICATION_SESSION_KEYS.status]: 'editing',
    [APPLICATION_SESSION_KEYS.editOffer]: null,
    [APPLICATION_SESSION_KEYS.newStudent]: student ? JSON.stringify(student) : null,
  });
}

/**
 * The student kept by an agent's New Application (issue 11); null when none (or not three texts). Only
 * a pre-fill: the personal step checks it as it checks what is typed (the dialog's schema is left out
 * here, so the steps and the applicant's home do not load it).
 */
export function readNewStudent(): NewStudent | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(APPLICATION_SESSION_KEYS.newStudent) ?? 'null');
    const { firstGivenName, familyName, mail } = (kept ?? {}) as Record<string, unknown>;
    return typeof firstGivenName === 'string' && typeof familyName === 'string' && typeof mail === 'string'
      ? { firstGivenName, familyName, mail }
      : null;
  } catch {
    return null;
  }
}

/** Edit or View of an existing application (spec §4: "uses its id and category"). */
export function keepOpenedApplication(row: { category: Category; statusKey: StatusKey }): void {
  writeSession({
    [APPLICATION_SESSION_KEYS.newId]: null,
    [APPLICATION_SESSION_KEYS.applicationCategory]: row.category,
    [APPLICATION_SESSION_KEYS.status]: row.statusKey,
    [APPLICATION_SESSION_KEYS.editOffer]: null,
    [APPLICATION_SESSION_KEYS.newStudent]: null,
  });
}

/** The edit-offer indicator kept for the session (spec §3): the steps then show their offer version. */
export function readEditOffer(): boolean {
  try {
    return sessionStorage.getItem(APPLICATION_SESSION_KEYS.editOffer) === 'true';
  } catch {
    return false;
  }
}

/**
 * POST …/evidence/{id} or …/offer/{id} (issue 11): the applicant's answer, made from the version the
 * summary loaded (issue 24). Quiet: the dialog says a refusal.
 */
export function sendApplicationAnswer(
  id: number,
  answer: 'evidence' | 'accept' | 'decline',
  version: number,
  options?: CallOptions,
): Promise<{ status: string }> {
  return answer === 'evidence'
    ? apiCall<{ status: string }>(`${ApiPath.sendEvidence}${id}`, {
        body: { version },
        quiet: true,
        ...options,
      })
    : apiCall<{ status: string }>(`${ApiPath.answerOffer}${id}`, {
        body: { answer, version },
        quiet: true,
        ...options,
      });
}
