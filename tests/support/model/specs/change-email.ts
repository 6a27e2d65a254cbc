import { changeEmailMachine } from '../../../../machines/change-email.ts';
import { reloginFlowSpec } from './form-flow.ts';

/** portal-shell §5 Change email: 'Your login email has benn changed, please re-login', then / after 2 s. */
export const changeEmailSpec = reloginFlowSpec(changeEmailMachine, {
  heading: 'Change Email',
  url: '/potential/changeemail',
  submit: 'Change Email',
  submitting: 'Saving…',
  success: 'Your login email has benn changed, please re-login',
  formAfterSuccess: 'disabled',
});
