/** API paths exactly as the spec names them; mounted under API_PREFIX on the same origin. */
export const API_PREFIX = '/api';

export const ApiPath = {
  login: '/public/auth/user/login/email',
  forgotPassword: '/public/auth/user/forgetPassword',
  resetPassword: '/public/auth/user/changepassword',
  registerTerms: '/potential/student/register/condition',
  registerEmail: '/potential/student/register/confirm/email',
  registerVerify: '/potential/student/register/verify',
  currentUser: '/private/auth/info',
  signOut: '/private/auth/signout',
  changePassword: '/private/auth/change/password',
  changeEmail: '/private/auth/change/loginEmail',
  // Applications home (spec §7); {id} is appended by the caller.
  accountCategory: '/potential/student/application/edit/accountCategory',
  listApplications: '/potential/student/application/list/all',
  deleteApplication: '/potential/student/application/delete/',
  summaryDetail: '/potential/student/application/getDetailOfSummary/',
  // Personal details step (personal-details-step.md §7); renderEdit takes the application id.
  renderEdit: '/potential/student/application/render/edit/',
  savePersonalDetails: '/potential/student/application/personalDetails/save',
  obtainPersonalDetails: '/staff/application/personalDetails/obtain',
  // Course application step (course-qualifications-other-steps.md §7); its load is renderEdit.
  saveApplicationDetails: '/potential/student/application/applicationDetails/save',
  // Qualifications step (course-qualifications-other-steps.md §7); its load is renderEdit. The obtain
  // call takes `?applicationId=&enrolmentCode=` (staff only).
  saveQualifications: '/potential/student/application/saveQualifications',
  obtainQualifications: '/staff/application/qualification/obtain',
  // The older other-details step (course-qualifications-other-steps.md §7); editOther takes the id.
  editOther: '/potential/student/application/edit/',
  saveOtherDetail: '/potential/student/application/saveOtherDetail',
  // Step drafts (issue 8): kept unvalidated, restored by renderEdit's `drafts` (docs/api.md).
  saveDraft: '/potential/student/application/draft/save',
  discardDraft: '/potential/student/application/draft/discard',
  // Support requests: the spec names the agents' add call; the others follow its style (docs/api.md).
  agentSupportAdd: '/agent/support/online/add',
  agentSupportList: '/agent/support/online/list',
  agentSupportDetail: '/agent/support/online/detail/',
  supportAdd: '/potential/student/support/online/add',
  supportList: '/potential/student/support/online/list',
  supportDetail: '/potential/student/support/online/detail/',
} as const;
export type ApiPathKey = keyof typeof ApiPath;
