import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { PhoneNumbers, TextInput } from '../fields.ts';
import { GroupTitle } from '../labels.ts';

/** Email and the mobile, home and work numbers (country code, area code, number). */
export function ContactDetails() {
  return (
    <GroupFieldset title={GroupTitle.contact}>
      <Wide>
        <TextInput name="mail" type="email" autoComplete="email" />
      </Wide>
      <PhoneNumbers
        mobile={['mobileNumberCountryCode', 'mobileNumber']}
        home={['homeNumberCountryCode', 'homeNumberAreaCode', 'homeNumber']}
        work={['workNumberCountryCode', 'workNumberAreaCode', 'workNumber']}
        ownMobile
      />
    </GroupFieldset>
  );
}
