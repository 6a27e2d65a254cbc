import type { ChangePasswordLogic } from '@/web/logic/change-password.ts';
import { ChangePasswordScreen } from '@/web/screens/change-password/change-password-screen.tsx';
import { changePassword } from '../../support/model/registry.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { formPageAdapter, withLocalSignOut } from './form-flow-adapter.tsx';

describeUiModel(
  changePassword,
  formPageAdapter({
    route: 'potential/changepassword',
    signedIn: true,
    start: () => '/potential/changepassword',
    render: ({ logic, clock }) => (
      <ChangePasswordScreen logic={withLocalSignOut(logic) as ChangePasswordLogic} clock={clock} />
    ),
    fields: {
      oldPassword: /^Current Password/,
      newPassword: /^New Password/,
      rePassword: /^Re-enter New Password/,
    },
    submit: 'Change Password',
  }),
);
