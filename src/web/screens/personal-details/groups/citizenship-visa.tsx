import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { ChoiceSelect, DateInput, TextInput, YesNo } from '../fields.ts';
import { GroupTitle } from '../labels.ts';
import { useShown, useStepView } from '../step-view.tsx';

/** Citizen type (the category's list), citizenship, passport, and the visa when there is one. */
export function CitizenshipVisa() {
  const { options } = useStepView();
  const shown = useShown('visa', 'visaDetails');
  return (
    <GroupFieldset title={GroupTitle.citizenship}>
      <ChoiceSelect name="citizenType" options={options.citizenTypes} />
      <ChoiceSelect name="countryOfCitizenship" options={options.nationalities} />
      <TextInput name="passportNumber" />
      <Wide>
        <YesNo name="hasVisa" />
      </Wide>
      {shown.visa ? <ChoiceSelect name="visaType" options={options.visaTypes} /> : null}
      {shown.visaDetails ? <TextInput name="visaDetails" /> : null}
      {shown.visa ? (
        <>
          <TextInput name="visaNo" />
          <TextInput name="visaSubclassNo" />
          <DateInput name="visaExpiryDate" />
        </>
      ) : null}
    </GroupFieldset>
  );
}
