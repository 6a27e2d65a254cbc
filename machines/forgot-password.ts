import { createFormFlowMachine } from './form-flow.ts';

/**
 * Forgot password (values: ForgotPasswordInput): the same message whatever the email, then back to
 * the root after 2 s.
 */
export const forgotPasswordMachine = createFormFlowMachine('forgotPassword');
