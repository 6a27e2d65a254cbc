import { ChoiceSelect } from '../choice-fields.tsx';
import { GroupFieldset, PhoneRow } from '../group-fieldset.tsx';
import { GroupTitle } from '../labels.ts';
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
      <PhoneRow parts={2}>
        <TextInput name="contactMobileNumberCountryCode" type="tel" />
        <TextInput name="contactMobileNumber" type="tel" />
      </PhoneRow>
      <PhoneRow>
        <TextInput name="contactHomeNumberCountryCode" type="tel" />
        <TextInput name="contactHomeNumberAreaCode" type="tel" />
        <TextInput name="contactHomeNumber" type="tel" />
      </PhoneRow>
      <PhoneRow>
        <TextInput name="contactWorkNumberCountryCode" type="tel" />
        <TextInput name="contactWorkNumberAreaCode" type="tel" />
        <TextInput name="contactWorkNumber" type="tel" />
      </PhoneRow>
      <ChoiceSelect name="contactCountry" options={options.countries} />
      {shown.contactState ? <ChoiceSelect name="contactState" options={options.states} /> : null}
      <TextInput name="contactAddress1" />
      <TextInput name="contactAddress2" />
      <TextInput name="contactSuburb" />
      <TextInput name="contactPostcode" />
    </GroupFieldset>
  );
}
