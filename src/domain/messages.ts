/** Every user-facing message, word for word from the spec (its spelling too) or written here once. */
export const Msg = {
  // spec §8 and §5 (verbatim)
  serverBrokenEnvelope: 'Server Broken!Please try again later.',
  serverBrokenHttp: 'Server Broken! Please try again later.',
  resetLinkSent: 'Please check your email and click reset password link',
  passwordReset: 'Reset password successfully, please re-login.',
  registered: 'Registration successful, please login.',
  emailChanged: 'Your login email has benn changed, please re-login',
  correctEditInformation: 'Please correct the edit information.',
  // field rules (spec §5 leaves the wording to us)
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  emailTooLong: 'Email must be no more than 50 characters.',
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Password must be at least 6 characters.',
  passwordChars: 'Password may contain only letters, numbers, dash and underscore.',
  passwordLength: 'Password must be 6 to 20 characters.',
  passwordTooLong20: 'Password must be no more than 20 characters.',
  passwordsDiffer: 'The two passwords do not match.',
  passwordHelp: '6 to 20 characters: letters, numbers, dash and underscore.',
  retypeRequired: 'Please retype the password.',
  currentPasswordRequired: 'Current password is required.',
  newPasswordRequired: 'New password is required.',
  codeRequired: 'Verification code is required.',
  codeDigits: 'Verification code must be 6 digits.',
  acceptTerms: 'Please accept the Terms & Conditions.',
  // server answers
  signInFailed: 'Email or password is incorrect.',
  codeWrong: 'The verification code is incorrect or has expired.',
  codeSent: 'A verification code has been sent to your email.',
  resendTooSoon: 'Please wait {seconds} seconds before requesting another code.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  notSignedIn: 'Please sign in first.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  currentPasswordWrong: 'The current password is incorrect.',
  emailInUse: 'This email address is already in use.',
  sameEmail: 'The new email is the same as the current one.',
  notAllowed: 'You are not allowed to do this.',
  notFound: 'Not found.',
  signedOut: 'You have signed out.',
  // applications home
  applicationNotFound: 'This application was not found.',
  onlyEditingDeleted: 'Only applications being edited can be deleted.',
  removeConfirm: 'Are you sure remove?',
  welcome: 'Welcome! You are...',
  categorySaved: 'Your account category has been saved.',
  supportNotFound: 'This support request was not found.',
  supportAdded: 'Your support request has been sent.',
  success: 'success',
  requestUnreadable: 'The request could not be read.',
  requestTooLarge: 'The request is too large.',
  requestTimedOut: 'The request took too long to arrive. Please try again.',
} as const;

export type MsgKey = keyof typeof Msg;

/** Fills `{name}` placeholders. */
export function fillMsg(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** A limit was met (issue 13: say when to retry): 'Too many attempts. Please try again in 15 minutes.' */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}`
      : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return `Too many attempts. Please try again in ${wait}.`;
}
