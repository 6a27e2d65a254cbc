import { z } from 'zod';
import {
  EMAIL_CHANGE_PASSWORD_MAX,
  LOGIN_TARGET,
  NEW_EMAIL_MAX,
  SIGN_IN_PASSWORD_MIN,
} from '../constants.ts';
import { Msg } from '../messages.ts';
import { codeField, emailField, mustMatch, passwordField } from './fields.ts';

/** One schema per payload, used by the form (zodResolver) and the server alike. */
export const signInSchema = z.object({
  loginEmail: emailField(),
  password: z
    .string({ error: Msg.passwordRequired })
    .min(1, Msg.passwordRequired)
    .min(SIGN_IN_PASSWORD_MIN, Msg.passwordTooShort),
  loginTarget: z.literal(LOGIN_TARGET).default(LOGIN_TARGET),
});
export type SignInInput = z.input<typeof signInSchema>;

export const registerEmailSchema = z.object({
  acceptAffirm: z.literal(true, { error: Msg.acceptTerms }),
  email: emailField(),
});
export type RegisterEmailInput = z.input<typeof registerEmailSchema>;

const registrationFields = z.object({
  acceptAffirm: z.literal(true, { error: Msg.acceptTerms }),
  email: emailField(),
  verificationCode: codeField,
  password1: passwordField(),
  password2: z.string({ error: Msg.retypeRequired }).min(1, Msg.retypeRequired),
});
export const registrationSchema = registrationFields.superRefine(mustMatch('password1', 'password2'));
export type RegistrationInput = z.input<typeof registrationSchema>;
/** The verification screen's own fields (email and acceptAffirm come from the flow). */
export const verificationFormSchema = registrationFields
  .pick({ verificationCode: true, password1: true, password2: true })
  .superRefine(mustMatch('password1', 'password2'));
export type VerificationFormInput = z.input<typeof verificationFormSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField(),
  loginTarget: z.literal(LOGIN_TARGET).default(LOGIN_TARGET),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** Reset screen form: new password and retype. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: passwordField(Msg.newPasswordRequired),
    rePassword: z.string({ error: Msg.retypeRequired }).min(1, Msg.retypeRequired),
  })
  .superRefine(mustMatch('newPassword', 'rePassword'));
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

/** Reset call (spec §7: newPassword and jwt, the token from the emailed link). */
export const resetPasswordSchema = z.object({
  newPassword: passwordField(Msg.newPasswordRequired),
  jwt: z.string({ error: Msg.resetLinkInvalid }).min(1, Msg.resetLinkInvalid).max(200, Msg.resetLinkInvalid),
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: passwordField(Msg.currentPasswordRequired),
    newPassword: passwordField(Msg.newPasswordRequired),
    rePassword: z.string({ error: Msg.retypeRequired }).min(1, Msg.retypeRequired),
    userId: z.number().int().positive().optional(),
  })
  .superRefine(mustMatch('newPassword', 'rePassword'));
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({
  newLoginEmail: emailField({ length: NEW_EMAIL_MAX, message: Msg.emailTooLong }),
  oldPassword: z
    .string({ error: Msg.passwordRequired })
    .min(1, Msg.passwordRequired)
    .max(EMAIL_CHANGE_PASSWORD_MAX, Msg.passwordTooLong20),
  userId: z.number().int().positive().optional(),
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;
