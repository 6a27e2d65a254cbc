import { GroupFieldset, PhoneRow, Wide } from '../group-fieldset.tsx';
import { GroupTitle } from '../labels.ts';
import { TextInput } from '../text-fields.tsx';

/** Email and the mobile, home and work numbers (country code, area code, number). */
export function ContactDetails() {
  return (
    <GroupFieldset title={GroupTitle.contact}>
      <Wide>
        <TextInput name="mail" type="email" autoComplete="email" />
      </Wide>
      <PhoneRow parts={2}>
        <TextInput name="mobileNumberCountryCode" type="tel" autoComplete="tel-country-code" />
        <TextInput name="mobileNumber" type="tel" autoComplete="tel-national" />
      </PhoneRow>
      <PhoneRow>
        <TextInput name="homeNumberCountryCode" type="tel" />
        <TextInput name="homeNumberAreaCode" type="tel" />
        <TextInput name="homeNumber" type="tel" />
      </PhoneRow>
      <PhoneRow>
        <TextInput name="workNumberCountryCode" type="tel" />
        <TextInput name="workNumberAreaCode" type="tel" />
        <TextInput name="workNumber" type="tel" />
      </PhoneRow>
    </GroupFieldset>
  );
}
