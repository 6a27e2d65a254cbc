import type { ResetPasswordLogic } from '@/web/logic/reset-password.ts';
import { ResetPasswordScreen } from '@/web/screens/reset-password/reset-password-screen.tsx';
import { resetPassword } from '../../support/model/registry.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { formPageAdapter } from './form-flow-adapter.tsx';

describeUiModel(
  resetPassword,
  formPageAdapter({
    route: 'setPassWord',
    // The emailed link carries the token in the query string (spec §2).
    start: (input) => {
      const { token } = input as { token: string | null };
      return token ? `/setPassWord?token=${token}` : '/setPassWord';
    },
    render: ({ logic, clock }) => <ResetPasswordScreen logic={logic as ResetPasswordLogic} clock={clock} />,
    fields: { newPassword: /^New password/, rePassword: /^Retype new password/ },
    submit: 'Submit',
  }),
);
