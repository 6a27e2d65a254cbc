import { describe, expect, it } from 'vitest';
import { API_PREFIX, ApiPath } from '../../src/domain/api-paths.ts';

// DESIGN.md: the API lives under /api; the paths are the spec's (§7 of both documents).
describe('API paths', () => {
  it('are mounted under /api', () => {
    expect(API_PREFIX).toBe('/api');
  });

  it.each([
    ['login', '/public/auth/user/login/email'],
    ['forgotPassword', '/public/auth/user/forgetPassword'],
    ['resetPassword', '/public/auth/user/changepassword'],
    ['registerTerms', '/potential/student/register/condition'],
    ['registerEmail', '/potential/student/register/confirm/email'],
    ['registerVerify', '/potential/student/register/verify'],
    ['currentUser', '/private/auth/info'],
    ['signOut', '/private/auth/signout'],
    ['changePassword', '/private/auth/change/password'],
    ['changeEmail', '/private/auth/change/loginEmail'],
    ['agentSupportAdd', '/agent/support/online/add'],
    ['accountCategory', '/potential/student/application/edit/accountCategory'],
    ['listApplications', '/potential/student/application/list/all'],
    ['deleteApplication', '/potential/student/application/delete/'],
    ['summaryDetail', '/potential/student/application/getDetailOfSummary/'],
    ['renderEdit', '/potential/student/application/render/edit/'],
    ['savePersonalDetails', '/potential/student/application/personalDetails/save'],
    ['obtainPersonalDetails', '/staff/application/personalDetails/obtain'],
  ] as const)('%s is %s', (key, path) => {
    expect(ApiPath[key]).toBe(path);
  });
});
