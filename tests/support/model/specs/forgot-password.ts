import { forgotPasswordMachine } from '../../../../machines/forgot-password.ts';
import { formFlowSpec } from './form-flow.ts';

/** portal-shell §2 Forgot password, §4 "after success a message shows, then after 2 seconds go to the root". */
export const forgotPasswordSpec = formFlowSpec(forgotPasswordMachine, {
  heading: 'Forgot password',
  url: '/forgot',
  submit: 'Reset Password',
  submitting: 'Sending…',
  success: 'Please check your email and click reset password link',
  formAfterSuccess: 'absent',
});
