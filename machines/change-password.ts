import { createFormFlowMachine } from './form-flow.ts';

/** Values: ChangePasswordInput (src/domain/schemas/account.ts). Change password: success message, then this session ends too and the user signs in again. */
export const changePasswordMachine = createFormFlowMachine('changePassword', {
  signOutAfter: true,
});
