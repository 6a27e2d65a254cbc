import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { API_PREFIX, ApiPath } from '../../src/domain/api-paths.ts';
import type { StatusKey } from '../../src/domain/applications/status.ts';
import { DuplicateMsg } from '../../src/domain/backoffice/duplicates.ts';
import { Code, type Envelope } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import { sampleQualifications } from '../../src/domain/qualifications/sample.ts';
import { SubmitMsg } from '../../src/domain/submission/messages.ts';
import { applicationEvents, applicationFiles, applications, stepDrafts } from '../../src/server/db/schema.ts';
import {
  allowsCaller,
  ROUTE_ACCESS,
  type RouteAccess,
  reachesApplication,
  routeKey,
} from '../../src/server/route-access.ts';
import { StaffMsg } from '../../src/server/routes/staff.ts';
import { samplePdf } from '../../src/server/seed/demo/sample-files.ts';
import type { ApplicationRecord } from '../../src/server/services/applications.ts';
import type { UserRow } from '../../src/server/services/users.ts';
import { CALLER_NAMES, type Callers, type MatrixCaller, makeCallers } from '../support/callers.ts';
import { createApplications } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { upload } from '../support/uploads.ts';

/**
 * Issue 13, item 2: every API route × every kind of caller, each answer checked against the route
 * table (src/server/route-access.ts) — never against what the server happens to answer:
 *
 * - a caller the table refuses gets exactly the refusal envelope (403 for no or a dead session, 406
 *   `You are not allowed to do this.` for a role the route does not serve, 406 `… was not found.` for
 *   an application or support request out of reach), `result: null`, and nothing of any fixture;
 * - a caller the table lets through gets no access refusal (and, where the call is made to succeed,
 *   the success);
 * - no answer at all — allowed or refused, body or headers — carries a fixture's text the caller does
 *   not reach (names, emails, addresses, references, file names, notes, drafts, support requests),
 *   a session token, or a password hash;
 * - refused calls change nothing: the shared fixtures are compared after every route.
 *
 * Calls that change things are made by allowed callers on an application of their own (made fresh
 * for that call), so the shared fixtures stay as they are for the next route.
 */

/** Each route makes up to 32 calls and some fixtures; a busy 2-core machine must not time it out. */
const SLOW = 180_000;
const ACCESS_REFUSALS: readonly string[] = [Msg.notAllowed, Msg.applicationNotFound, Msg.supportNotFound];
const DECLARED = Object.keys(ROUTE_ACCESS);

/** Text an answer must not carry to a caller outside its audience. */
interface Secret {
  what: string;
  text: string;
  audience: (caller: MatrixCaller) => boolean;
  /**
   * A control: some answer to someone in the audience must carry it, or the search for it proves
   * nothing (the text would be stored or answered in another form).
   */
  shown?: boolean;
}

interface AppFixture {
  /** The fixture's label (Eve: being edited, Sam: submitted, Bea: the other applicant's, Hal: the other agent's). */
  name: string;
  row: ApplicationRecord;
  fileId: number | null;
}

/** What one call works on. */
interface Target {
  app?: AppFixture;
  support?: { id: number; author: UserRow };
}

interface Fixtures {
  /** Being edited, owned by the owner, made by the agent: a file, a staff note, the owner's and the agent's drafts. */
  editing: AppFixture;
  /** Submitted (with a reference), owned by the owner, made by the agent, with a file. */
  submitted: AppFixture;
  /** The other applicant's own application. */
  otherApplicants: AppFixture;
  /** The other agent's own application. */
  otherAgents: AppFixture;
  /** The owner's and the other applicant's support requests. */
  applicantSupport: { id: number; author: UserRow }[];
  /** The agent's and the other agent's support requests. */
  agentSupport: { id: number; author: UserRow }[];
}

interface Answer {
  status: number;
  contentType: string;
  /** The body as text, and every header value: what is searched for leaks. */
  text: string;
  envelope?: Envelope;
}

interface Plan {
  /**
   * The targets of calls on the shared fixtures (refused callers, and allowed ones on read routes).
   * By default: a read route with an application id is called on every shared application (each
   * caller reaches some and not others); a writing one on the application being edited.
   */
  shared?: (fx: Fixtures) => Target[];
  /** For a writing route: the state of the fresh application an allowed, reaching caller gets. */
  fresh?: { status: StatusKey; file?: boolean };
  body?: (target: Target) => unknown;
  query?: (target: Target) => Record<string, string>;
  multipart?: () => FormData;
  /** The call ends the session it is made with: allowed callers use a session of their own. */
  endsSession?: boolean;
  /** What an allowed call answers when it gets through (beyond "no access refusal"). */
  allowed?: { code?: number; msg?: string; contentType?: string };
}

const idOf = (target: Target) => target.app?.row.id ?? 0;
const versioned = (target: Target) => ({ applicationId: idOf(target), version: target.app?.row.version });
const uploadForm = () => {
  const form = new FormData();
  form.append('type', 'PROOF_OF_IDENTITY');
  form.append('file', new Blob([new Uint8Array(samplePdf('matrix upload'))]), 'matrix-upload.pdf');
  return form;
};
const unique = () => `matrix-${randomBytes(4).toString('hex')}@example.com`;

/** How each route is called (the declaration says where the ids go; these add bodies and expectations). */
const PLANS: Record<string, Plan> = {
  [`POST ${API_PREFIX}${ApiPath.login}`]: {
    body: () => ({ loginEmail: unique(), password: 'wrong_pass-9' }),
    allowed: { code: Code.Unauthorized, msg: Msg.signInFailed },
  },
  [`GET ${API_PREFIX}${ApiPath.registerTerms}`]: { allowed: { code: Code.Success } },
  [`POST ${API_PREFIX}${ApiPath.registerEmail}`]: {
    body: () => ({ acceptAffirm: true, email: unique() }),
    allowed: { code: Code.Success },
  },
  [`POST ${API_PREFIX}${ApiPath.registerVerify}`]: {
    body: () => ({
      acceptAffirm: true,
      email: unique(),
      verificationCode: '000000',
      password1: 'matrix_pass-1',
      password2: 'matrix_pass-1',
    }),
    allowed: { code: Code.Unauthorized, msg: Msg.codeWrong },
  },
  [`POST ${API_PREFIX}${ApiPath.forgotPassword}`]: {
    body: () => ({ email: unique(), loginTarget: 'Potential_Student_Entrance' }),
    allowed: { code: Code.Success },
  },
  [`POST ${API_PREFIX}${ApiPath.resetPassword}`]: {
    body: () => ({ newPassword: 'matrix_pass-1', jwt: 'A'.repeat(43) }),
    allowed: { code: Code.Refused, msg: Msg.resetLinkInvalid },
  },
  [`POST ${API_PREFIX}${ApiPath.currentUser}`]: { allowed: { code: Code.Success } },
  [`GET ${API_PREFIX}${ApiPath.signOut}`]: { endsSession: true, allowed: { code: Code.Success } },
  [`POST ${API_PREFIX}${ApiPath.changePassword}`]: {
    body: () => ({ oldPassword: 'wrong_pass-9', newPassword: 'matrix_pass-1', rePassword: 'matrix_pass-1' }),
    allowed: { code: Code.Unauthorized, msg: Msg.currentPasswordWrong },
  },
  [`POST ${API_PREFIX}${ApiPath.changeEmail}`]: {
    body: () => ({ newLoginEmail: unique(), oldPassword: 'wrong_pass-9' }),
    allowed: { code: Code.Unauthorized, msg: Msg.currentPasswordWrong },
  },
  [`POST ${API_PREFIX}${ApiPath.accountCategory}`]: {
    query: () => ({ accountCategory: 'Domestic' }),
    allowed: { code: Code.Success },
  },
  [`POST ${API_PREFIX}${ApiPath.listApplications}`]: { body: () => ({}), allowed: { code: Code.Success } },
  [`POST ${API_PREFIX}${ApiPath.olderListApplications}`]: {
    body: () => ({}),
    allowed: { code: Code.Success },
  },
  [`POST ${API_PREFIX}${ApiPath.deleteApplication}:id`]: {
    fresh: { status: 'editing', file: true },
    allowed: { code: Code.Success },
  },
  [`GET ${API_PREFIX}${ApiPath.summaryDetail}:id`]: { allowed: { code: Code.Success } },
  [`POST ${API_PREFIX}${ApiPath.supportAdd}`]: {
    body: () => ({ type: 1, subject: 'matrix request' }),
    allowed: { code: Code.Success },
  },
  [`POST ${API_PREFIX}${ApiPath.supportList}`]: { body: () => ({}), allowed: { code: Code.Success } },
  [`GET ${API_PREFIX}${ApiPath.supportDetail}:id`]: {
    shared: (fx) => fx.applicantSupport.map((support) => ({ support })),
    allowed: { code: Code.Success },
  },
  [`POST ${API_PREFIX}${ApiPath.agentSupportAdd}`]: {
    body: () => ({ type: 1, subject: 'matrix request' }),
    allowed: { code: Code.Success },
  },
  [`POST ${API_PREFIX}${ApiPath.agentSupportList}`]: { body: () => ({}), allowed: { code: Code.Success } },
  [`GET ${API_PREFIX}${ApiPath.agentSupportDetail}:id`]: {
    shared: (fx) => fx.agentSupport.map((support) => ({ support })),
    allowed: { code: Code.Success },
  },
  [`POST ${API_PREFIX}${ApiPath.renderEdit}:id`]: { allowed: { code: Code.Success } },
  [`POST ${API_PREFIX}${ApiPath.savePersonalDetails}`]: {
    body: (target) => ({ ...samplePersonalDetails('Domestic'), ...versioned(target) }),
  },
  [`POST ${API_PREFIX}${ApiPath.saveApplicationDetails}`]: {},
  [`POST ${API_PREFIX}${ApiPath.saveQualifications}`]: {
    body: (target) => ({ ...sampleQualifications('Domestic'), ...versioned(target) }),
  },
  [`POST ${API_PREFIX}${ApiPath.saveOtherDetail}`]: {},
  [`POST ${API_PREFIX}${ApiPath.editOther}:id`]: { allowed: { code: Code.Success } },
  [`POST ${API_PREFIX}${ApiPath.saveDraft}`]: {
    body: (target) => ({ step: 'personal', ...versioned(target), form: { familyName: 'Matrix' } }),
    allowed: { code: Code.Success },
  },
  [`POST ${API_PREFIX}${ApiPath.discardDraft}`]: {
    body: (target) => ({ step: 'personal', applicationId: idOf(target) }),
    allowed: { code: Code.Success },
  },
  [`POST ${API_PREFIX}${ApiPath.obtainPersonalDetails}`]: {
    query: () => ({ studentNum: '1' }),
    allowed: { code: Code.Refused, msg: StaffMsg.studentNotFound },
  },
  [`POST ${API_PREFIX}${ApiPath.obtainQualifications}`]: {
    query: () => ({ enrolmentCode: 'NO-SUCH-1' }),
    allowed: { code: Code.Refused, msg: StaffMsg.enrolmentNotFound },
  },
  [`POST ${API_PREFIX}${ApiPath.applicationFiles}:id`]: {
    query: () => ({ step: 'Documents' }),
    allowed: { code: Code.Success },
  },
  [`POST ${API_PREFIX}${ApiPath.uploadFile}:id`]: { multipart: uploadForm, allowed: { code: Code.Success } },
  [`POST ${API_PREFIX}${ApiPath.deleteFile}:id/:fileId`]: {
    fresh: { status: 'editing', file: true },
    allowed: { code: Code.Success },
  },
  [`GET ${API_PREFIX}${ApiPath.downloadFile}:id/:fileId`]: { allowed: { contentType: 'application/pdf' } },
  [`GET ${API_PREFIX}${ApiPath.domesticDeclaration}`]: { allowed: { code: Code.Success } },
  [`GET ${API_PREFIX}${ApiPath.internationalDeclaration}`]: { allowed: { code: Code.Success } },
  [`POST ${API_PREFIX}${ApiPath.submit}:id`]: { allowed: { code: Code.Refused, msg: SubmitMsg.incomplete } },
  [`GET ${API_PREFIX}${ApiPath.applicationPdf}:id`]: { allowed: { contentType: 'application/pdf' } },
  [`POST ${API_PREFIX}${ApiPath.staffQueue}`]: { body: () => ({}), allowed: { code: Code.Success } },
  [`POST ${API_PREFIX}${ApiPath.staffDecision}:id`]: {
    shared: (fx) => [{ app: fx.submitted }],
    fresh: { status: 'submitted' },
    body: (target) => ({ status: 'underReview', version: target.app?.row.version }),
    allowed: { code: Code.Success },
  },
  [`GET ${API_PREFIX}${ApiPath.staffHistory}:id`]: { allowed: { code: Code.Success } },
  [`POST ${API_PREFIX}${ApiPath.staffNote}:id`]: {
    body: () => ({ content: 'matrix note' }),
    allowed: { code: Code.Success },
  },
  [`GET ${API_PREFIX}${ApiPath.staffExport}`]: {
    query: () => ({ format: 'csv' }),
    allowed: { contentType: 'text/csv' },
  },
  [`GET ${API_PREFIX}${ApiPath.staffFileReview}:id`]: { allowed: { code: Code.Success } },
  [`GET ${API_PREFIX}${ApiPath.staffFilePreview}:id/:fileId`]: {
    allowed: { contentType: 'application/pdf' },
  },
  [`POST ${API_PREFIX}${ApiPath.staffFileMark}:id/:fileId`]: {
    fresh: { status: 'editing', file: true },
    body: () => ({ mark: 'accepted' }),
    allowed: { code: Code.Success },
  },
  [`GET ${API_PREFIX}${ApiPath.staffDuplicates}:id`]: { allowed: { code: Code.Success } },
  // An application that matches none: the pair is refused (tests/api/duplicates.test.ts marks real ones).
  [`POST ${API_PREFIX}${ApiPath.staffNotDuplicate}:id`]: {
    body: () => ({ otherId: 2_000_000_000 }),
    allowed: { code: Code.Refused, msg: DuplicateMsg.notPaired },
  },
  [`GET ${API_PREFIX}${ApiPath.staffDashboard}`]: { allowed: { code: Code.Success } },
  [`POST ${API_PREFIX}${ApiPath.sendEvidence}:id`]: {
    fresh: { status: 'evidenceNeeded' },
    body: (target) => ({ version: target.app?.row.version }),
  },
  [`POST ${API_PREFIX}${ApiPath.answerOffer}:id`]: {
    fresh: { status: 'offered' },
    body: (target) => ({ answer: 'accept', version: target.app?.row.version }),
    allowed: { code: Code.Success },
  },
};

/** Letters only, so a fixture's text never turns up by chance inside a number or an id. */
const lettersTag = () =>
  Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

/** The counts of one engine's run, printed at its end. */
interface Tally {
  /** Routes × callers. */
  pairs: number;
  calls: number;
  refused: number;
  allowed: number;
  leaks: number;
  problems: number;
  routes: Set<string>;
}

for (const engine of engines) {
  describe(`authorization matrix on ${engine.name}`, () => {
    let server: TestServer;
    let callers: Callers;
    let fx: Fixtures;
    let before: string;
    const tag = lettersTag();
    const secrets: Secret[] = [];
    const tally: Tally = {
      pairs: 0,
      calls: 0,
      refused: 0,
      allowed: 0,
      leaks: 0,
      problems: 0,
      routes: new Set(),
    };
    let freshCount = 0;

    const isFresh = (label: string) => label.startsWith('Fresh');
    const seen = new Set<Secret>();
    const live = (caller: MatrixCaller): caller is MatrixCaller & { user: UserRow } =>
      caller.session === 'live' && caller.user !== undefined;
    const reaches = (row: ApplicationRecord) => (caller: MatrixCaller) =>
      live(caller) && reachesApplication(caller.user, row);

    /** An application of `owner` (made by `agent`) holding personal details only this fixture has. */
    const application = async (
      label: string,
      owner: UserRow,
      agent: UserRow | null,
    ): Promise<ApplicationRecord> => {
      const text = {
        first: `${label}first${tag}`,
        family: `${label}family${tag}`,
        mail: `${label}.${tag}@mail.test`,
        street: `${label}street${tag}`,
        contact: `${label}contact${tag}`,
      };
      const [row] = await createApplications(server, owner, [
        {
          agentId: agent?.id ?? null,
          firstGivenName: text.first,
          familyName: text.family,
          mail: text.mail,
          personalDetails: {
            ...samplePersonalDetails('Domestic'),
            firstGivenName: text.first,
            familyName: text.family,
            mail: text.mail,
            localAddressStreetLine1: `1 ${text.street} Road`,
            contactFamilyName: text.contact,
          },
        },
      ]);
      if (!row) throw new Error('no application made');
      for (const [what, value] of Object.entries(text)) {
        secrets.push({
          what: `${label} ${what}`,
          text: value,
          audience: reaches(row),
          shown: !isFresh(label),
        });
      }
      return row;
    };

    /** A file uploaded by the owner through the API, its name known only to those who reach the application. */
    const withFile = async (
      label: string,
      row: ApplicationRecord,
      uploader: MatrixCaller,
    ): Promise<number> => {
      const name = `${label}file${tag}.pdf`;
      const answer = await upload(server, uploader.token ?? '', row.id, {
        type: 'PROOF_OF_IDENTITY',
        name,
        bytes: samplePdf('matrix'),
      });
      if (answer.code !== Code.Success) throw new Error(`upload: ${answer.msg}`);
      secrets.push({
        what: `${label} file name`,
        text: name,
        audience: reaches(row),
        shown: !isFresh(label),
      });
      return (answer.result as { id: number }).id;
    };

    /** Moves an application to `status` in the database (as staff's decisions would have). */
    const setStatus = async (label: string, row: ApplicationRecord, status: StatusKey) => {
      if (status === 'editing') return row;
      const reference = `APP-${tag}-${label}`;
      const [moved] = await server.app.db
        .update(applications)
        .set({
          status,
          reference,
          submittedAt: server.app.now(),
          statusChangedAt: server.app.now(),
          evidenceDueDate: status === 'evidenceNeeded' ? '2099-01-01' : null,
          version: sql`${applications.version} + 1`,
        })
        .where(eq(applications.id, row.id))
        .returning();
      if (!moved) throw new Error('no application moved');
      secrets.push({
        what: `${label} reference`,
        text: reference,
        audience: reaches(moved),
        shown: !isFresh(label),
      });
      return moved;
    };

    const fixture = async (
      label: string,
      owner: UserRow,
      agent: UserRow | null,
      status: StatusKey,
      file: boolean,
    ): Promise<AppFixture> => {
      const row = await application(label, owner, agent);
      const uploader = callers.all.find((caller) => live(caller) && caller.user.id === owner.id);
      const fileId = file && uploader ? await withFile(label, row, uploader) : null;
      return { name: label, row: await setStatus(label, row, status), fileId };
    };

    const supportRequest = async (caller: MatrixCaller, path: string) => {
      const text = `${caller.name}request${tag}`;
      const answer = await server.call<{ id: number }>(
        path,
        { type: 1, subject: text },
        { token: caller.token },
      );
      if (answer.body.code !== Code.Success || !caller.user) throw new Error(`support: ${answer.body.msg}`);
      const author = caller.user;
      secrets.push({
        what: `${caller.name}'s support request`,
        text,
        audience: (who) => live(who) && who.user.id === author.id,
        shown: true,
      });
      return { id: answer.body.result.id, author };
    };

    /** The shared fixtures, as they are stored: compared after every route. */
    const snapshot = async () => {
      const ids = [fx.editing, fx.submitted, fx.otherApplicants, fx.otherAgents].map((app) => app.row.id);
      const { db } = server.app;
      const [rows, files, events, drafts] = await Promise.all([
        db.select().from(applications).where(inArray(applications.id, ids)).orderBy(applications.id),
        db
          .select({ id: applicationFiles.id, applicationId: applicationFiles.applicationId })
          .from(applicationFiles)
          .where(inArray(applicationFiles.applicationId, ids))
          .orderBy(applicationFiles.id),
        db
          .select({ id: applicationEvents.id })
          .from(applicationEvents)
          .where(inArray(applicationEvents.applicationId, ids))
          .orderBy(applicationEvents.id),
        db
          .select({ id: stepDrafts.id, form: stepDrafts.form, updatedAt: stepDrafts.updatedAt })
          .from(stepDrafts)
          .where(inArray(stepDrafts.applicationId, ids))
          .orderBy(stepDrafts.id),
      ]);
      return JSON.stringify({ rows, files, events, drafts });
    };

    beforeAll(async () => {
      server = await startTestServer({ engine });
      callers = await makeCallers(server);
      const { owner, otherApplicant, agent, otherAgent, staff } = callers.byName;
      const user = (caller: MatrixCaller) => caller.user ?? expect.unreachable(`${caller.name} has no user`);

      const editing = await fixture('Eve', user(owner), user(agent), 'editing', true);
      const submitted = await fixture('Sam', user(owner), user(agent), 'submitted', true);
      const otherApplicants = await fixture('Bea', user(otherApplicant), null, 'editing', true);
      const otherAgents = await fixture('Hal', user(otherAgent), user(otherAgent), 'editing', true);

      // What only some people ever see: staff's note, and each person's own drafts.
      const note = `${tag}staffnote`;
      const noted = await server.call(
        `${ApiPath.staffNote}${editing.row.id}`,
        { content: note },
        {
          token: staff.token,
        },
      );
      expect(noted.body.code).toBe(Code.Success);
      secrets.push({
        what: 'staff note',
        text: note,
        audience: (who) => live(who) && who.user.role === 'staff',
        shown: true,
      });
      for (const drafter of [owner, agent]) {
        const text = `${drafter.name}draft${tag}`;
        const saved = await server.call(
          ApiPath.saveDraft,
          {
            step: 'personal',
            applicationId: editing.row.id,
            version: editing.row.version,
            form: { familyName: text },
          },
          { token: drafter.token },
        );
        expect(saved.body.code).toBe(Code.Success);
        const id = drafter.user?.id;
        secrets.push({
          what: `${drafter.name}'s draft`,
          text,
          audience: (who) => live(who) && who.user.id === id,
          shown: true,
        });
      }
      fx = {
        editing,
        submitted,
        otherApplicants,
        otherAgents,
        applicantSupport: [
          await supportRequest(owner, ApiPath.supportAdd),
          await supportRequest(otherApplicant, ApiPath.supportAdd),
        ],
        agentSupport: [
          await supportRequest(agent, ApiPath.agentSupportAdd),
          await supportRequest(otherAgent, ApiPath.agentSupportAdd),
        ],
      };

      // Whose account is whose: an email only to its own account; tokens and password hashes to nobody.
      for (const caller of callers.all) {
        if (caller.session === 'live' && caller.email) {
          const id = caller.user?.id;
          secrets.push({
            what: `${caller.name}'s sign-in email`,
            text: caller.email,
            audience: (who) => live(who) && who.user.id === id,
            shown: true,
          });
        }
        if (caller.token)
          secrets.push({ what: `${caller.name}'s token`, text: caller.token, audience: () => false });
      }
      secrets.push({ what: 'a password hash', text: '$argon2', audience: () => false });
      before = await snapshot();
    }, SLOW);

    afterAll(async () => {
      const routes = tally.routes.size;
      console.log(
        `authorization matrix on ${engine.name}: ${routes} routes × ${CALLER_NAMES.length} callers = ` +
          `${tally.pairs} pairs, ${tally.calls} calls (${tally.refused} refused, ${tally.allowed} let through); ` +
          `leaks ${tally.leaks}; other failures ${tally.problems - tally.leaks}`,
      );
      await server?.close();
    });

    /** A fresh application for an allowed caller's write, owned by the owner and made by the agent. */
    const freshTarget = async (plan: Plan): Promise<Target> => {
      freshCount += 1;
      const { status, file } = plan.fresh ?? { status: 'editing' as const, file: false };
      const { owner, agent } = callers.byName;
      if (!owner.user || !agent.user) throw new Error('no owner or agent');
      return { app: await fixture(`Fresh${freshCount}x`, owner.user, agent.user, status, file ?? false) };
    };

    /** What the table says `caller` gets on `target`: a refusal envelope, or through. */
    const expected = (access: RouteAccess, caller: MatrixCaller, target: Target): Envelope | 'through' => {
      if (!access.session) return 'through';
      if (caller.session === 'none') return { code: Code.Forbidden, msg: Msg.notSignedIn, result: null };
      if (caller.session !== 'live') return { code: Code.Forbidden, msg: Msg.sessionExpired, result: null };
      if (!caller.user || !allowsCaller(access, caller.user.role)) {
        return { code: Code.Refused, msg: Msg.notAllowed, result: null };
      }
      if (access.applicationId && target.app && !reachesApplication(caller.user, target.app.row)) {
        return { code: Code.Refused, msg: Msg.applicationNotFound, result: null };
      }
      if (access.record?.kind === 'supportRequest' && target.support?.author.id !== caller.user.id) {
        return { code: Code.Refused, msg: Msg.supportNotFound, result: null };
      }
      return 'through';
    };

    const call = async (
      key: string,
      plan: Plan,
      target: Target,
      token: string | undefined,
    ): Promise<Answer> => {
      const access = ROUTE_ACCESS[key] as RouteAccess;
      const [method, url] = key.split(' ') as ['GET' | 'POST', string];
      let path = url.replace(':fileId', String(target.app?.fileId ?? 0));
      path = path.replace(
        ':id',
        String(access.record?.kind === 'supportRequest' ? (target.support?.id ?? 0) : idOf(target)),
      );
      const query = new URLSearchParams(plan.query?.(target));
      if (access.applicationId?.in === 'query') query.set(access.applicationId.name, String(idOf(target)));
      const search = query.size > 0 ? `?${query}` : '';
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      let body: BodyInit | undefined;
      if (plan.multipart) {
        body = plan.multipart();
      } else if (method === 'POST') {
        const json =
          plan.body?.(target) ?? (access.applicationId?.in === 'body' ? versioned(target) : undefined);
        if (json !== undefined) {
          body = JSON.stringify(json);
          headers['content-type'] = 'application/json';
        }
      }
      const response = await fetch(`${server.url}${path}${search}`, { method, headers, body });
      const bytes = Buffer.from(await response.arrayBuffer());
      const contentType = response.headers.get('content-type') ?? '';
      const headerText = [...response.headers.entries()]
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n');
      const text = `${headerText}\n\n${bytes.toString('latin1')}\n${bytes.toString('utf8')}`;
      let envelope: Envelope | undefined;
      if (contentType.startsWith('application/json'))
        envelope = JSON.parse(bytes.toString('utf8')) as Envelope;
      return { status: response.status, contentType, text, envelope };
    };

    /** One call, checked against the table; the problems found (leaks among them). */
    const check = async (
      key: string,
      plan: Plan,
      caller: MatrixCaller,
      target: Target,
    ): Promise<string[]> => {
      const access = ROUTE_ACCESS[key] as RouteAccess;
      const problems: string[] = [];
      const want = expected(access, caller, target);
      const token =
        plan.endsSession && want === 'through' && caller.session === 'live'
          ? await callers.freshToken(caller)
          : caller.token;
      const answer = await call(key, plan, target, token);
      tally.calls += 1;
      const label = `${caller.name}${target.app ? ` on ${target.app.name}` : target.support ? ` on request ${target.support.id}` : ''}:`;

      for (const secret of secrets) {
        if (want === 'through' && secret.audience(caller) && answer.text.includes(secret.text))
          seen.add(secret);
        const forbidden = want !== 'through' || !secret.audience(caller);
        if (forbidden && answer.text.includes(secret.text)) {
          tally.leaks += 1;
          problems.push(
            `${label} LEAK of ${secret.what} (${answer.status} ${answer.envelope?.msg ?? answer.contentType})`,
          );
        }
      }
      if (answer.status >= 500 || answer.envelope?.code === Code.ServerError) {
        problems.push(`${label} server error ${answer.status} ${answer.envelope?.msg ?? ''}`);
        return problems;
      }
      if (want !== 'through') {
        tally.refused += 1;
        if (answer.status !== 200 || JSON.stringify(answer.envelope) !== JSON.stringify(want)) {
          problems.push(
            `${label} expected ${JSON.stringify(want)}, got HTTP ${answer.status} ${answer.envelope ? JSON.stringify(answer.envelope).slice(0, 300) : answer.contentType}`,
          );
        }
        return problems;
      }
      tally.allowed += 1;
      const got = answer.envelope;
      if (answer.status !== 200) problems.push(`${label} HTTP ${answer.status}`);
      if (
        got &&
        (got.code === Code.Forbidden || (got.code === Code.Refused && ACCESS_REFUSALS.includes(got.msg)))
      ) {
        problems.push(`${label} let through by the table, refused: ${got.code} ${got.msg}`);
        return problems;
      }
      const { code, msg, contentType } = plan.allowed ?? {};
      if (contentType && !answer.contentType.startsWith(contentType)) {
        problems.push(
          `${label} expected ${contentType}, got ${answer.contentType} ${got ? JSON.stringify(got) : ''}`,
        );
      }
      if (code !== undefined && got?.code !== code) {
        problems.push(`${label} expected code ${code}, got ${got?.code} ${got?.msg}`);
      }
      if (msg !== undefined && got?.msg !== msg)
        problems.push(`${label} expected '${msg}', got '${got?.msg}'`);
      return problems;
    };

    it('covers every API route Fastify registered', () => {
      const registered = server.app.routeList
        .filter((route) => route.url.startsWith(`${API_PREFIX}/`))
        .map((route) => routeKey(route.method, route.url));
      expect([...registered].sort()).toEqual([...DECLARED].sort());
      expect(Object.keys(PLANS).sort()).toEqual([...DECLARED].sort());
    });

    it.each(DECLARED)(
      '%s',
      async (key) => {
        const access = ROUTE_ACCESS[key] as RouteAccess;
        const plan = PLANS[key] ?? {};
        const problems: string[] = [];
        tally.routes.add(key);
        const apps = [fx.editing, fx.submitted, fx.otherApplicants, fx.otherAgents];
        const sharedTargets: Target[] =
          plan.shared?.(fx) ??
          (!access.applicationId
            ? [{}]
            : access.writes
              ? [{ app: fx.editing }]
              : apps.map((app) => ({ app })));
        tally.pairs += CALLER_NAMES.length;
        for (const caller of callers.all) {
          for (const shared of sharedTargets) {
            const onShared = expected(access, caller, shared);
            // Writes that get through are made on an application of their own, never on a shared one.
            const target =
              onShared === 'through' && access.writes && access.applicationId
                ? await freshTarget(plan)
                : shared;
            problems.push(...(await check(key, plan, caller, target)));
          }
        }
        if ((await snapshot()) !== before) problems.push('the shared fixtures changed');
        tally.problems += problems.length;
        expect(problems).toEqual([]);
      },
      SLOW,
    );

    it('found every shared fixture’s text in an answer to someone allowed to see it (the search works)', () => {
      expect(tally.routes.size).toBe(DECLARED.length);
      expect(tally.pairs).toBe(DECLARED.length * CALLER_NAMES.length);
      expect(tally.calls).toBeGreaterThanOrEqual(tally.pairs);
      const never = secrets
        .filter((secret) => secret.shown && !seen.has(secret))
        .map((secret) => secret.what);
      expect(never).toEqual([]);
      expect(tally.leaks).toBe(0);
    });
  });
}
