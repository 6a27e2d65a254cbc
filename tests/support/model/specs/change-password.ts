import { changePasswordMachine } from '../../../../machines/change-password.ts';
import { reloginFlowSpec } from './form-flow.ts';

/** portal-shell §5 Change password: 'Reset password successfully, please re-login.' then go to /. */
export const changePasswordSpec = reloginFlowSpec(changePasswordMachine, {
  heading: 'Change Password',
  url: '/potential/changepassword',
  submit: 'Change Password',
  submitting: 'Saving…',
  success: 'Reset password successfully, please re-login.',
  formAfterSuccess: 'disabled',
});
