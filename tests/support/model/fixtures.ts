import { ApiError } from '../../../src/domain/api-error.ts';
import { Code } from '../../../src/domain/envelope.ts';
import { fillMsg, Msg } from '../../../src/domain/messages.ts';
import type { SignInResult } from '../../../src/domain/user.ts';

/** Values a user could really submit, and answers the server really gives, shared by the registry and tests. */
export const EMAIL = 'ann.lee@example.com';
/** Short countdowns keep the graph small: two ticks still take both branches of the countdown. */
export const RESEND_SECONDS = 2;
export const REDIRECT_MS = 2000;

export const values = {
  signIn: { loginEmail: EMAIL, password: 'secret-1', loginTarget: 'Potential_Student_Entrance' as const },
  verification: { verificationCode: '123456', password1: 'secret-1', password2: 'secret-1' },
  forgotPassword: { email: EMAIL },
  resetPassword: { newPassword: 'secret-2', rePassword: 'secret-2' },
  changePassword: { oldPassword: 'secret-1', newPassword: 'secret-2', rePassword: 'secret-2' },
  changeEmail: { newLoginEmail: 'ann.new@example.com', oldPassword: 'secret-1' },
};

export const signInResult: SignInResult = {
  token: 'session-token',
  user: {
    id: 7,
    username: 'Ann Lee',
    loginEmail: EMAIL,
    role: 'applicant',
    student: { potentialAccountCategory: 'Domestic' },
  },
};

export const errors = {
  wrongCredentials: new ApiError(Code.Unauthorized, Msg.signInFailed),
  wrongCode: new ApiError(Code.Unauthorized, Msg.codeWrong),
  wrongPassword: new ApiError(Code.Unauthorized, Msg.currentPasswordWrong),
  badLink: new ApiError(Code.Refused, Msg.resetLinkInvalid),
  invalidEmail: new ApiError(Code.Refused, Msg.correctEditInformation, {
    errors: { email: Msg.emailInvalid },
  }),
  emailInUse: new ApiError(Code.Refused, Msg.correctEditInformation, {
    errors: { newLoginEmail: Msg.emailInUse },
  }),
  /** The server's refusal of a resend: wait, with the seconds left. */
  waitToResend: new ApiError(Code.Refused, fillMsg(Msg.resendTooSoon, { seconds: RESEND_SECONDS }), {
    resendInSeconds: RESEND_SECONDS,
  }),
  serverBroken: new ApiError(Code.ServerError, Msg.serverBrokenEnvelope),
  network: new TypeError('Failed to fetch'),
  /** The PDF copy's refusal when it cannot be made (docs/api.md). */
  pdfFailed: new ApiError(Code.ServerError, 'The PDF copy could not be downloaded. Please try again later.'),
};
