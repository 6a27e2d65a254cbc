import { createReloginFlowMachine } from './form-flow.ts';

/** Change email (values: ChangeEmailInput): success message, then sign in again with the new email. */
export const changeEmailMachine = createReloginFlowMachine('changeEmail');
