import { createReloginFlowMachine } from './form-flow.ts';

/** Change password (values: ChangePasswordInput): success message, then sign in again. */
export const changePasswordMachine = createReloginFlowMachine('changePassword');
