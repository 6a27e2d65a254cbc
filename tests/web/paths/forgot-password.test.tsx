import type { ForgotPasswordLogic } from '@/web/logic/forgot-password.ts';
import { ForgotPasswordScreen } from '@/web/screens/forgot-password/forgot-password-screen.tsx';
import { forgotPassword } from '../../support/model/registry.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { formPageAdapter } from './form-flow-adapter.tsx';

describeUiModel(
  forgotPassword,
  formPageAdapter({
    route: 'forgot',
    start: () => '/forgot',
    render: ({ logic, clock }) => <ForgotPasswordScreen logic={logic as ForgotPasswordLogic} clock={clock} />,
    fields: { email: /^Login email/ },
    submit: 'Reset Password',
  }),
);
