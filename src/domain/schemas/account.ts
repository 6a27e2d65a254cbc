import * as z from 'zod/mini';
import {
  EMAIL_CHANGE_PASSWORD_MAX,
  LOGIN_TARGET,
  NEW_EMAIL_MAX,
  SIGN_IN_PASSWORD_MIN,
} from '../constants.ts';
import { Msg } from '../messages.ts';
import { codeField, emailField, mustMatch, passwordField, requiredText } from './fields.ts';

/** One schema per payload, used by the form (zodResolver) and the server alike (zod/mini: fields.ts). */
export const signInSchema = z.object({
  loginEmail: emailField(),
  password: z
    .string({ error: Msg.passwordRequired })
    .check(z.minLength(1, Msg.passwordRequired), z.minLength(SIGN_IN_PASSWORD_MIN, Msg.passwordTooShort)),
  loginTarget: z._default(z.literal(LOGIN_TARGET), LOGIN_TARGET),
});
export type SignInInput = z.input<typeof signInSchema>;

export const registerEmailSchema = z.object({
  acceptAffirm: z.literal(true, { error: Msg.acceptTerms }),
  email: emailField(),
});
export type RegisterEmailInput = z.input<typeof registerEmailSchema>;
/** The register screen's own field (acceptance comes from the terms step of the flow). */
export const registerEmailFormSchema = z.pick(registerEmailSchema, { email: true });

const registrationFields = z.object({
  acceptAffirm: z.literal(true, { error: Msg.acceptTerms }),
  email: emailField(),
  verificationCode: codeField,
  password1: passwordField(),
  password2: requiredText(Msg.retypeRequired),
});
type RegistrationFields = z.output<typeof registrationFields>;
export const registrationSchema = registrationFields.check(
  mustMatch<RegistrationFields>('password1', 'password2'),
);
export type RegistrationInput = z.input<typeof registrationSchema>;
/** The verification screen's own fields (email and acceptAffirm come from the flow). */
const verificationFields = z.pick(registrationFields, {
  verificationCode: true,
  password1: true,
  password2: true,
});
export const verificationFormSchema = verificationFields.check(
  mustMatch<z.output<typeof verificationFields>>('password1', 'password2'),
);
export type VerificationFormInput = z.input<typeof verificationFormSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField(),
  loginTarget: z._default(z.literal(LOGIN_TARGET), LOGIN_TARGET),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** Reset screen form: new password and retype. */
const resetPasswordFields = z.object({
  newPassword: passwordField(Msg.newPasswordRequired),
  rePassword: requiredText(Msg.retypeRequired),
});
export const resetPasswordFormSchema = resetPasswordFields.check(
  mustMatch<z.output<typeof resetPasswordFields>>('newPassword', 'rePassword'),
);
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

/** Reset call (spec §7: newPassword and jwt, the token from the emailed link). */
export const resetPasswordSchema = z.object({
  newPassword: passwordField(Msg.newPasswordRequired),
  jwt: z
    .string({ error: Msg.resetLinkInvalid })
    .check(z.minLength(1, Msg.resetLinkInvalid), z.maxLength(200, Msg.resetLinkInvalid)),
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** An account id a staff member may name (a positive whole number), or nothing. */
const userId = () => z.optional(z.int().check(z.positive()));

const changePasswordFields = z.object({
  oldPassword: passwordField(Msg.currentPasswordRequired),
  newPassword: passwordField(Msg.newPasswordRequired),
  rePassword: requiredText(Msg.retypeRequired),
  userId: userId(),
});
export const changePasswordSchema = changePasswordFields.check(
  mustMatch<z.output<typeof changePasswordFields>>('newPassword', 'rePassword'),
);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({
  newLoginEmail: emailField({ length: NEW_EMAIL_MAX, message: Msg.emailTooLong }),
  oldPassword: z
    .string({ error: Msg.passwordRequired })
    .check(
      z.minLength(1, Msg.passwordRequired),
      z.maxLength(EMAIL_CHANGE_PASSWORD_MAX, Msg.passwordTooLong20),
    ),
  userId: userId(),
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;
