import { GroupFieldset } from '@/web/ui/step-form/group-fieldset.tsx';
import { ChoiceSelect, TextInput } from '../fields.ts';
import { GroupTitle } from '../labels.ts';
import { useShown, useStepView } from '../step-view.tsx';

/**
 * The address in Australia: the country is fixed (752), so the state list always shows. Not asked of an
 * International applicant who lives abroad (ADR 018).
 */
export function LocalAddress() {
  const { options } = useStepView();
  const shown = useShown('localAddress');
  if (!shown.localAddress) return null;
  return (
    <GroupFieldset title={GroupTitle.localAddress}>
      <ChoiceSelect name="localAddressCountry" options={options.countries} fixed />
      <ChoiceSelect name="localAddressState" options={options.states} autoComplete="address-level1" />
      <TextInput name="localAddressStreetLine1" autoComplete="address-line1" />
      <TextInput name="localAddressStreetLine2" autoComplete="address-line2" />
      <TextInput name="localAddressSuburb" autoComplete="address-level2" />
      <TextInput name="localAddressPostcode" autoComplete="postal-code" />
    </GroupFieldset>
  );
}
