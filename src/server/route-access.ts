import { API_PREFIX, ApiPath } from '../domain/api-paths.ts';
import { ROLES, type Role } from '../domain/user.ts';

/**
 * The route table (issue 13, ADR 016): who may call each API route and which application (or other
 * record) it reaches. Keyed like `app.routeList` ('POST /api/potential/student/application/delete/:id',
 * the API prefix included). tests/api/route-table.test.ts fails when a registered /api route has no
 * entry here or an entry names no registered route; plugins/route-access.ts enforces the roles
 * (defence in depth: each route's own `signedInAs` and reach query stay); and
 * tests/api/authorization-matrix.test.ts calls every route as every kind of caller and checks each
 * answer against this table.
 */

/** Who calls: nobody signed in, or the role on the live session's account. */
export type Caller = 'anonymous' | Role;

/** Where a route reads an id: a path parameter (`:id`), a JSON body field, or a query parameter. */
export interface IdAt {
  in: 'path' | 'body' | 'query';
  name: string;
}

/** Where a route takes the application it works on. */
export interface ApplicationIdAt extends IdAt {
  /** `-1` (or, in a body, no id) means a new application: the caller's own, nobody else's to reach. */
  acceptsNew: boolean;
}

/**
 * Another record the route takes an id of. A `file` belongs to the route's application and is reached
 * with it (a file id of another application is not found); a `supportRequest` is reached only by the
 * account that made it.
 */
export interface RecordIdAt extends IdAt {
  kind: 'file' | 'supportRequest';
}

interface AccessCommon {
  /** Where the application id is, or null when the route works on no one application. */
  applicationId: ApplicationIdAt | null;
  /** Another record's id the route takes, if any. */
  record: RecordIdAt | null;
  /** Whether a call that gets through changes what is stored (tests give such calls a fixture of their own). */
  writes: boolean;
}

/**
 * A public route: anyone, signed in or not; a token sent is not looked at. A private route: a live
 * session (else envelope 403 `Please sign in first.` / `Your session has expired…`) whose account
 * has one of `roles` (else 406 `You are not allowed to do this.`).
 */
export type RouteAccess =
  | (AccessCommon & { session: false; roles: 'public' })
  | (AccessCommon & { session: true; roles: readonly Role[] });

/**
 * Reaching an application (services/applications.ts `scopeOf`, services/step-save.ts `editScopeOf`):
 * an applicant the applications they own, an agent the ones they made (`agent_id`, kept when the
 * student registers and takes ownership), staff every application. An application out of reach is
 * answered exactly like a missing one: 406 `This application was not found.`
 */
export const APPLICATION_REACH: Readonly<Record<Role, 'owner' | 'agent' | 'all'>> = {
  applicant: 'owner',
  agent: 'agent',
  staff: 'all',
};

/** Whether `user` reaches `application` (the rule above). */
export function reachesApplication(
  user: { id: number; role: Role },
  application: { ownerId: number; agentId: number | null },
): boolean {
  switch (APPLICATION_REACH[user.role]) {
    case 'owner':
      return application.ownerId === user.id;
    case 'agent':
      return application.agentId === user.id;
    case 'all':
      return true;
  }
}

/** A route's key: its method and full URL as Fastify registered it. */
export const routeKey = (method: string, url: string): string => `${method.toUpperCase()} ${url}`;

const APPLICANT_AND_AGENT = ['applicant', 'agent'] as const satisfies readonly Role[];
const STAFF = ['staff'] as const satisfies readonly Role[];

const pathId: ApplicationIdAt = { in: 'path', name: 'id', acceptsNew: false };
const pathIdOrNew: ApplicationIdAt = { in: 'path', name: 'id', acceptsNew: true };
const bodyIdOrNew: ApplicationIdAt = { in: 'body', name: 'applicationId', acceptsNew: true };
const queryIdOrNew: ApplicationIdAt = { in: 'query', name: 'applicationId', acceptsNew: true };
const fileId: RecordIdAt = { in: 'path', name: 'fileId', kind: 'file' };
const supportId: RecordIdAt = { in: 'path', name: 'id', kind: 'supportRequest' };

interface Options {
  applicationId?: ApplicationIdAt;
  record?: RecordIdAt;
  writes?: boolean;
}

const open = (options: Options = {}): RouteAccess => ({
  session: false,
  roles: 'public',
  applicationId: options.applicationId ?? null,
  record: options.record ?? null,
  writes: options.writes ?? false,
});

const signedIn = (roles: readonly Role[], options: Options = {}): RouteAccess => ({
  session: true,
  roles,
  applicationId: options.applicationId ?? null,
  record: options.record ?? null,
  writes: options.writes ?? false,
});

const get = (path: string): string => routeKey('GET', `${API_PREFIX}${path}`);
const post = (path: string): string => routeKey('POST', `${API_PREFIX}${path}`);

/** Every API route, in the order routes/api.ts registers them. */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  // Sign-in, registration, password reset: public (routes/sign-in.ts, registration.ts, password-reset.ts).
  [post(ApiPath.login)]: open({ writes: true }),
  [get(ApiPath.registerTerms)]: open(),
  [post(ApiPath.registerEmail)]: open({ writes: true }),
  [post(ApiPath.registerVerify)]: open({ writes: true }),
  [post(ApiPath.forgotPassword)]: open({ writes: true }),
  [post(ApiPath.resetPassword)]: open({ writes: true }),

  // The account (routes/account.ts): every role, its own account only (the session decides whose).
  [post(ApiPath.currentUser)]: signedIn(ROLES),
  [get(ApiPath.signOut)]: signedIn(ROLES, { writes: true }),
  [post(ApiPath.changePassword)]: signedIn(ROLES, { writes: true }),
  [post(ApiPath.changeEmail)]: signedIn(ROLES, { writes: true }),

  // The applications home (routes/applications.ts): applicants and agents; the summary every role.
  [post(ApiPath.accountCategory)]: signedIn(APPLICANT_AND_AGENT, { writes: true }),
  [post(ApiPath.listApplications)]: signedIn(APPLICANT_AND_AGENT),
  [post(ApiPath.olderListApplications)]: signedIn(APPLICANT_AND_AGENT),
  [post(`${ApiPath.deleteApplication}:id`)]: signedIn(APPLICANT_AND_AGENT, {
    applicationId: pathId,
    writes: true,
  }),
  [get(`${ApiPath.summaryDetail}:id`)]: signedIn(ROLES, { applicationId: pathId }),

  // Support (routes/support.ts): each set of paths serves its own role; a user reaches their own requests.
  [post(ApiPath.supportAdd)]: signedIn(['applicant'], { writes: true }),
  [post(ApiPath.supportList)]: signedIn(['applicant']),
  [get(`${ApiPath.supportDetail}:id`)]: signedIn(['applicant'], { record: supportId }),
  [post(ApiPath.agentSupportAdd)]: signedIn(['agent'], { writes: true }),
  [post(ApiPath.agentSupportList)]: signedIn(['agent']),
  [get(`${ApiPath.agentSupportDetail}:id`)]: signedIn(['agent'], { record: supportId }),

  // The steps (routes/steps.ts, other-details.ts, step-drafts.ts): every role, within its reach.
  [post(`${ApiPath.renderEdit}:id`)]: signedIn(ROLES, { applicationId: pathIdOrNew }),
  [post(ApiPath.savePersonalDetails)]: signedIn(ROLES, { applicationId: bodyIdOrNew, writes: true }),
  [post(ApiPath.saveApplicationDetails)]: signedIn(ROLES, { applicationId: bodyIdOrNew, writes: true }),
  [post(ApiPath.saveQualifications)]: signedIn(ROLES, { applicationId: bodyIdOrNew, writes: true }),
  [post(ApiPath.saveOtherDetail)]: signedIn(ROLES, { applicationId: bodyIdOrNew, writes: true }),
  [post(`${ApiPath.editOther}:id`)]: signedIn(ROLES, { applicationId: pathIdOrNew }),
  [post(ApiPath.saveDraft)]: signedIn(ROLES, { applicationId: bodyIdOrNew, writes: true }),
  [post(ApiPath.discardDraft)]: signedIn(ROLES, { applicationId: bodyIdOrNew, writes: true }),

  // Staff pre-fills (routes/staff.ts).
  [post(ApiPath.obtainPersonalDetails)]: signedIn(STAFF),
  [post(ApiPath.obtainQualifications)]: signedIn(STAFF, { applicationId: queryIdOrNew }),

  // Documents (routes/documents.ts): every role, within its reach.
  [post(`${ApiPath.applicationFiles}:id`)]: signedIn(ROLES, { applicationId: pathId }),
  [post(`${ApiPath.uploadFile}:id`)]: signedIn(ROLES, { applicationId: pathId, writes: true }),
  [post(`${ApiPath.deleteFile}:id/:fileId`)]: signedIn(ROLES, {
    applicationId: pathId,
    record: fileId,
    writes: true,
  }),
  [get(`${ApiPath.downloadFile}:id/:fileId`)]: signedIn(ROLES, { applicationId: pathId, record: fileId }),

  // Declarations, submission and the PDF copy (routes/submission.ts).
  [get(ApiPath.domesticDeclaration)]: signedIn(ROLES),
  [get(ApiPath.internationalDeclaration)]: signedIn(ROLES),
  [post(`${ApiPath.submit}:id`)]: signedIn(ROLES, { applicationId: pathId, writes: true }),
  [get(`${ApiPath.applicationPdf}:id`)]: signedIn(ROLES, { applicationId: pathId }),

  // The back office (routes/back-office.ts): staff only.
  [post(ApiPath.staffQueue)]: signedIn(STAFF),
  [post(`${ApiPath.staffDecision}:id`)]: signedIn(STAFF, { applicationId: pathId, writes: true }),
  [get(`${ApiPath.staffHistory}:id`)]: signedIn(STAFF, { applicationId: pathId }),
  [post(`${ApiPath.staffNote}:id`)]: signedIn(STAFF, { applicationId: pathId, writes: true }),
  [get(ApiPath.staffExport)]: signedIn(STAFF),
  [get(`${ApiPath.staffDuplicates}:id`)]: signedIn(STAFF, { applicationId: pathId }),
  [post(`${ApiPath.staffNotDuplicate}:id`)]: signedIn(STAFF, { applicationId: pathId, writes: true }),
  [get(ApiPath.staffDashboard)]: signedIn(STAFF),

  // Staff's document checks (routes/document-review.ts): staff only.
  [get(`${ApiPath.staffFileReview}:id`)]: signedIn(STAFF, { applicationId: pathId }),
  [get(`${ApiPath.staffFilePreview}:id/:fileId`)]: signedIn(STAFF, { applicationId: pathId, record: fileId }),
  [post(`${ApiPath.staffFileMark}:id/:fileId`)]: signedIn(STAFF, {
    applicationId: pathId,
    record: fileId,
    writes: true,
  }),

  // The applicant's answers (routes/applicant-answers.ts): the applicant or the agent who applied.
  [post(`${ApiPath.sendEvidence}:id`)]: signedIn(APPLICANT_AND_AGENT, {
    applicationId: pathId,
    writes: true,
  }),
  [post(`${ApiPath.answerOffer}:id`)]: signedIn(APPLICANT_AND_AGENT, { applicationId: pathId, writes: true }),
};

/**
 * A route's declaration; undefined when it has none. A HEAD request is its GET route's (Fastify
 * answers HEAD with the GET handler).
 */
export function accessOf(method: string, url: string): RouteAccess | undefined {
  const upper = method.toUpperCase();
  const declared = (key: string) => (Object.hasOwn(ROUTE_ACCESS, key) ? ROUTE_ACCESS[key] : undefined);
  return declared(routeKey(upper, url)) ?? (upper === 'HEAD' ? declared(routeKey('GET', url)) : undefined);
}

/** Whether the declaration lets `caller` through (before any reach check). */
export function allowsCaller(access: RouteAccess, caller: Caller): boolean {
  if (!access.session) return true;
  return caller !== 'anonymous' && access.roles.includes(caller);
}
