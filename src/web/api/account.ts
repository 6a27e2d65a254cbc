import { ApiPath } from '@/domain/api-paths.ts';
import { LOGIN_TARGET } from '@/domain/constants.ts';
import { Msg } from '@/domain/messages.ts';
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  ForgotPasswordInput,
  RegistrationInput,
  ResetPasswordInput,
  SignInInput,
} from '@/domain/schemas/account.ts';
import type { RegisterEmailResult, SignInResult, User } from '@/domain/user.ts';
import { apiCall, apiEnvelope } from './client.ts';
import { saveUser } from './session.ts';

/**
 * Typed calls for every account path (spec §7). Calls made from a form are `quiet`: their screen
 * shows a 401/406 message in its error summary, so no second copy pops up as a toast.
 */
export interface CallOptions {
  signal?: AbortSignal;
  quiet?: boolean;
}
const formCall = (options?: CallOptions) => ({ quiet: true, ...options });
/** The server's own words, unless it only said the generic 'success': then the spec's message. */
const said = (msg: string, fallback: string) => (msg && msg !== Msg.success ? msg : fallback);

export function signIn(values: SignInInput, options?: CallOptions): Promise<SignInResult> {
  return apiCall<SignInResult>(ApiPath.login, {
    ...formCall(options),
    body: { loginEmail: values.loginEmail, password: values.password, loginTarget: LOGIN_TARGET },
  });
}

/** The terms HTML (unsanitised: render it through SafeHtml). */
export async function loadTerms(options?: CallOptions): Promise<string> {
  const result = await apiCall<{ content?: string } | null>(ApiPath.registerTerms, options);
  return result?.content ?? '';
}

/** Sends (or re-sends) the verification code. */
export function sendRegistrationCode(email: string, options?: CallOptions): Promise<RegisterEmailResult> {
  return apiCall<RegisterEmailResult>(ApiPath.registerEmail, {
    ...formCall(options),
    body: { acceptAffirm: true, email },
  });
}

export function register(values: RegistrationInput, options?: CallOptions): Promise<unknown> {
  return apiCall<unknown>(ApiPath.registerVerify, { ...formCall(options), body: values });
}

/** Resolves with the server's message (the same whether or not the email is registered). */
export async function requestPasswordReset(
  values: ForgotPasswordInput,
  options?: CallOptions,
): Promise<string> {
  const { msg } = await apiEnvelope<unknown>(ApiPath.forgotPassword, {
    ...formCall(options),
    body: { email: values.email, loginTarget: LOGIN_TARGET },
  });
  return said(msg, Msg.resetLinkSent);
}

/** Resolves with the server's message. */
export async function resetPassword(values: ResetPasswordInput, options?: CallOptions): Promise<string> {
  const { msg } = await apiEnvelope<unknown>(ApiPath.resetPassword, {
    ...formCall(options),
    body: { newPassword: values.newPassword, jwt: values.jwt },
  });
  return said(msg, Msg.passwordReset);
}

/** The signed-in user, fresh from the server; the kept copy is updated. */
export async function currentUser(options?: CallOptions): Promise<User> {
  const user = await apiCall<User>(ApiPath.currentUser, { method: 'POST', ...options });
  saveUser(user);
  return user;
}

export async function signOut(options?: CallOptions): Promise<void> {
  await apiCall<unknown>(ApiPath.signOut, { method: 'GET', ...options });
}

/** Resolves with the server's message ('Reset password successfully, please re-login.'). */
export async function changePassword(values: ChangePasswordInput, options?: CallOptions): Promise<string> {
  const { msg } = await apiEnvelope<unknown>(ApiPath.changePassword, { ...formCall(options), body: values });
  return said(msg, Msg.passwordReset);
}

/** Resolves with the server's message ('Your login email has benn changed, please re-login'). */
export async function changeEmail(values: ChangeEmailInput, options?: CallOptions): Promise<string> {
  const { msg } = await apiEnvelope<unknown>(ApiPath.changeEmail, { ...formCall(options), body: values });
  return said(msg, Msg.emailChanged);
}
