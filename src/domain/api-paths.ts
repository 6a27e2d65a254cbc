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
  /** The older list view's call (spec §7): the same list. */
  olderListApplications: '/potential/student/application/list',
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
  // Documents step (spec §7 leaves the paths out; issue 10 names them, docs/api.md): {id}, {id}/{fileId}.
  // The load takes `?step=Documents`; the upload is multipart (`type`, `file`); download is a GET.
  applicationFiles: '/potential/student/application/files/',
  uploadFile: '/potential/student/application/files/upload/',
  deleteFile: '/potential/student/application/files/delete/',
  downloadFile: '/potential/student/application/files/download/',
  // Summary, declaration and submission (spec §7); the PDF copy is designed (docs/api.md).
  domesticDeclaration: '/potential/student/application/domestic/condition',
  internationalDeclaration: '/potential/student/application/international/condition',
  submit: '/potential/student/application/submit/',
  applicationPdf: '/potential/student/application/pdf/',
  // Back office (issue 11, docs/api.md): {id} appended; export takes `?format=csv|xlsx&` and the queue's filters.
  staffQueue: '/staff/application/list',
  staffDecision: '/staff/application/status/',
  staffHistory: '/staff/application/history/',
  staffNote: '/staff/application/note/',
  staffExport: '/staff/application/export',
  // Staff's document checks (issue 25 item 6, docs/api.md): review {id}, preview and mark {id}/{fileId}.
  staffFileReview: '/staff/application/files/review/',
  staffFilePreview: '/staff/application/files/preview/',
  staffFileMark: '/staff/application/files/mark/',
  // Issue 25: possible duplicates ({id} appended) and the intake's overview.
  staffDuplicates: '/staff/application/duplicates/',
  staffNotDuplicate: '/staff/application/not-duplicate/',
  staffDashboard: '/staff/application/dashboard',
  // The applicant's answers (issue 11): evidence sent back, an offer accepted or declined.
  sendEvidence: '/potential/student/application/evidence/',
  answerOffer: '/potential/student/application/offer/',
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
