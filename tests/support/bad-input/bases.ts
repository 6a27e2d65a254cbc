import { API_PREFIX, ApiPath } from '../../../src/domain/api-paths.ts';
import { samplePersonalDetails } from '../../../src/domain/personal/sample.ts';
import { sampleQualifications } from '../../../src/domain/qualifications/sample.ts';
import { withDemoAnswers } from '../../../src/server/seed/demo/answers.ts';
import { loadCatalogue } from '../../../src/server/services/catalogue.ts';
import { FIXTURE_PASSWORD } from '../db-fixtures.ts';
import { everyField } from '../other-details-sample.ts';
import type { TestServer } from '../test-server.ts';
import type { Base } from './requests.ts';
import { Marker } from './values.ts';

const post = (path: string) => `POST ${API_PREFIX}${path}`;
const get = (path: string) => `GET ${API_PREFIX}${path}`;
const withId = (path: string) => `${path}:id`;

/**
 * Each route's valid request (body and query), with markers for the caller's own application, its
 * version and email: the bad-input tests change one to four things in it at a time, so most payloads
 * get past the session and the body's shape and reach the route's own checks. A route not named here
 * (a new one) still gets every generated payload, from an empty base.
 */
export async function validRequests(server: TestServer): Promise<Record<string, Base>> {
  const own = { applicationId: Marker.own, version: Marker.version };
  const catalogue = await loadCatalogue(server.app.db, server.app.now());
  const now = server.app.now();
  const [demo] = withDemoAnswers(
    [{ ownerId: 0, category: 'Domestic', courseName: '', createdAt: now, updatedAt: now }],
    catalogue,
  );
  const password = FIXTURE_PASSWORD;
  return {
    [post(ApiPath.login)]: {
      body: { loginEmail: Marker.email, password, loginTarget: 'Potential_Student_Entrance' },
    },
    [post(ApiPath.registerEmail)]: { body: { acceptAffirm: true, email: 'new-person@example.com' } },
    [post(ApiPath.registerVerify)]: {
      body: {
        acceptAffirm: true,
        email: 'new-person@example.com',
        verificationCode: '123456',
        password1: 'secret_pass-1',
        password2: 'secret_pass-1',
      },
    },
    [post(ApiPath.forgotPassword)]: {
      body: { email: Marker.email, loginTarget: 'Potential_Student_Entrance' },
    },
    [post(ApiPath.resetPassword)]: { body: { newPassword: 'secret_pass-2', jwt: 'a'.repeat(43) } },
    [post(ApiPath.changePassword)]: {
      body: { oldPassword: password, newPassword: 'secret_pass-3', rePassword: 'secret_pass-3' },
    },
    [post(ApiPath.changeEmail)]: { body: { newLoginEmail: 'moved@example.com', oldPassword: password } },
    [post(ApiPath.accountCategory)]: { query: { accountCategory: 'Domestic' } },
    [post(ApiPath.listApplications)]: {
      body: {
        keywords: 'Linh',
        status: 'Editing',
        applicationCategory: 'Domestic',
        orderField: 'update_time',
        orderDirection: 'desc',
        pageNum: 1,
        pageSize: 20,
      },
    },
    [post(ApiPath.supportAdd)]: { body: { type: 1, subject: 'Help', content: 'Please' } },
    [post(ApiPath.agentSupportAdd)]: { body: { type: 1, subject: 'Help', content: 'Please' } },
    [post(ApiPath.supportList)]: { body: { pageNum: 1, pageSize: 10 } },
    [post(ApiPath.agentSupportList)]: { body: { pageNum: 1, pageSize: 10 } },
    [post(withId(ApiPath.renderEdit))]: { query: { category: 'Domestic' } },
    [post(ApiPath.savePersonalDetails)]: { body: { ...samplePersonalDetails('Domestic'), ...own } },
    [post(ApiPath.saveApplicationDetails)]: { body: { ...demo?.applicationDetails, ...own } },
    [post(ApiPath.saveQualifications)]: { body: { ...sampleQualifications('Domestic'), ...own } },
    [post(ApiPath.saveOtherDetail)]: { body: { ...everyField(), ...own } },
    [post(withId(ApiPath.editOther))]: { query: { category: 'International' } },
    [post(ApiPath.saveDraft)]: {
      body: { step: 'personal', ...own, applicationCategory: 'Domestic', form: { familyName: 'Nguyen' } },
    },
    [post(ApiPath.discardDraft)]: { body: { step: 'personal', applicationId: Marker.own } },
    [post(ApiPath.obtainPersonalDetails)]: { query: { studentNum: '1000001' } },
    [post(ApiPath.obtainQualifications)]: { query: { applicationId: Marker.own, enrolmentCode: 'ENR-1' } },
    [post(withId(ApiPath.applicationFiles))]: { query: { step: 'Documents' } },
    // A kind of document the seeded reference lists for Domestic applications.
    [post(withId(ApiPath.uploadFile))]: { form: { type: 'PROOF_OF_IDENTITY' } },
    [post(ApiPath.staffQueue)]: {
      body: {
        status: 'Submitted',
        applicationCategory: 'Domestic',
        campus: 'City',
        course: 'Nursing',
        pageNum: 1,
      },
    },
    [post(withId(ApiPath.staffDecision))]: {
      body: { status: 'Evidence Needed', reason: 'Please send your passport.', dueDate: '2099-01-31' },
    },
    [post(withId(ApiPath.staffNote))]: { body: { content: 'Called the applicant.' } },
    [get(ApiPath.staffExport)]: { query: { format: 'csv', status: 'Submitted', keywords: 'Linh' } },
    [post(withId(ApiPath.answerOffer))]: { body: { answer: 'accept' } },
  };
}
