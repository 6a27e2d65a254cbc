import { GroupFieldset, Wide } from '../group-fieldset.tsx';
import { GroupTitle } from '../labels.ts';
import { PhoneNumbers } from '../phone-numbers.tsx';
import { TextInput } from '../text-fields.tsx';

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
