import { createFormFlowMachine } from './form-flow.ts';

/** Values: ForgotPasswordInput (src/domain/schemas/account.ts). Forgot password: the same message whatever the email, then back to the root after 2 s. */
export const forgotPasswordMachine = createFormFlowMachine('forgotPassword', {
  signOutAfter: false,
});
