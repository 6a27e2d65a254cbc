import { GroupFieldset } from '@/web/ui/step-form/group-fieldset.tsx';
import { ChoiceSelect, TextInput } from '../fields.ts';
import { GroupTitle } from '../labels.ts';
import { useShown, useStepView } from '../step-view.tsx';

/** The address outside Australia (not for Domestic): any country but 752. */
export function InternationalAddress() {
  const { options } = useStepView();
  const shown = useShown('internationalAddress', 'internationalState');
  if (!shown.internationalAddress) return null;
  return (
    <GroupFieldset title={GroupTitle.internationalAddress}>
      <ChoiceSelect name="internationalAddressCountry" options={options.internationalCountries} />
      {shown.internationalState ? (
        <ChoiceSelect name="internationalAddressState" options={options.states} />
      ) : null}
      <TextInput name="internationalAddressStreetLine1" />
      <TextInput name="internationalAddressStreetLine2" />
      <TextInput name="internationalAddressSuburb" />
      <TextInput name="internationalAddressPostcode" />
    </GroupFieldset>
  );
}
