import { ChoiceSelect } from '../choice-fields.tsx';
import { GroupFieldset } from '../group-fieldset.tsx';
import { GroupTitle } from '../labels.ts';
import { PhoneNumbers } from '../phone-numbers.tsx';
import { useStepView } from '../step-view.tsx';
import { TextInput } from '../text-fields.tsx';

/** Who to call in an emergency; the State or Territory list when the country is Australia. */
export function EmergencyContact() {
  const { shown, options } = useStepView();
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
