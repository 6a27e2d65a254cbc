import type { ChangeEmailLogic } from '@/web/logic/change-email.ts';
import { ChangeEmailScreen } from '@/web/screens/change-email/change-email-screen.tsx';
import { changeEmail } from '../../support/model/registry.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { formPageAdapter, withLocalSignOut } from './form-flow-adapter.tsx';

describeUiModel(
  changeEmail,
  formPageAdapter({
    route: 'potential/changeemail',
    signedIn: true,
    start: () => '/potential/changeemail',
    render: ({ logic, clock }) => (
      <ChangeEmailScreen logic={withLocalSignOut(logic) as ChangeEmailLogic} clock={clock} />
    ),
    fields: { newLoginEmail: /^New Email/, oldPassword: /^Password/ },
    submit: 'Change Email',
  }),
);
