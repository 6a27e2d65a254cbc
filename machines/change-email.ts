import { createFormFlowMachine } from './form-flow.ts';

/** Values: ChangeEmailInput (src/domain/schemas/account.ts). Change email: success message, then re-login with the new email after 2 s. */
export const changeEmailMachine = createFormFlowMachine('changeEmail', { signOutAfter: true });
