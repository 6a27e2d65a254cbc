import { GroupFieldset } from '@/web/ui/step-form/group-fieldset.tsx';
import { ChoiceSelect, PhoneNumbers, TextInput } from '../fields.ts';
import { GroupTitle } from '../labels.ts';
import { useShown, useStepView } from '../step-view.tsx';

/** Who to call in an emergency; the State or Territory list when the country is Australia. */
export function EmergencyContact() {
  const { options } = useStepView();
  const shown = useShown('contactState');
  return (
    <GroupFieldset title={GroupTitle.emergency}>
      <ChoiceSelect name="contactTitle" options={options.titles} />
      <TextInput name="contactRelationship" />
      <TextInput name="contactFamilyName" />
      <TextInput name="contactFirstGivenName" />
      <PhoneNumbers
        mobile={['contactMobileNumberCountryCode', 'contactMobileNumber']}
        home={['contactHomeNumberCountryCode', 'contactHomeNumberAreaCode', 'contactHomeNumber']}
        work={['contactWorkNumberCountryCode', 'contactWorkNumberAreaCode', 'contactWorkNumber']}
      />
      <ChoiceSelect name="contactCountry" options={options.countries} />
      {shown.contactState ? <ChoiceSelect name="contactState" options={options.states} /> : null}
      <TextInput name="contactAddress1" />
      <TextInput name="contactAddress2" />
      <TextInput name="contactSuburb" />
      <TextInput name="contactPostcode" />
    </GroupFieldset>
  );
}
