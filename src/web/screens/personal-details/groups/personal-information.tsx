import { MIN_YEAR } from '@/domain/personal/constants.ts';
import { StepText } from '@/domain/steps/wording.ts';
import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { useWording } from '@/web/ui/step-form/use-wording.ts';
import { ChoiceSelect, DateInput, TextInput, ValueSelect, YesNo } from '../fields.ts';
import { GroupTitle } from '../labels.ts';
import { yearOptions } from '../options.ts';
import { useShown, useStepView } from '../step-view.tsx';

/**
 * Name, identity, birth; previous names when the name changed; whether the student lives in Australia;
 * year of arrival for International applicants who do (ADR 018).
 */
export function PersonalInformation() {
  const { options, ctx } = useStepView();
  const shown = useShown('previousNames', 'arrivalYear');
  const word = useWording();
  return (
    <GroupFieldset title={GroupTitle.personal}>
      <ChoiceSelect name="title" options={options.titles} autoComplete="honorific-prefix" />
      <TextInput name="familyName" autoComplete="family-name" />
      <TextInput name="firstGivenName" autoComplete="given-name" />
      <TextInput name="otherGivenName" autoComplete="additional-name" />
      <Wide>
        <YesNo name="officialNameChanged" />
      </Wide>
      {shown.previousNames ? (
        <>
          <TextInput name="previousFamilyName" />
          <TextInput name="previousGivenName" />
        </>
      ) : null}
      <ChoiceSelect name="gender" options={options.genders} autoComplete="sex" />
      <DateInput name="birthDate" autoComplete="bday" />
      <TextInput name="studentUsi" helperText={word(StepText.usiHelper)} />
      <ChoiceSelect name="countryOfBirth" options={options.countries} />
      {/* Asked before what it hides: for International, No hides the arrival year and local address. */}
      <Wide>
        <YesNo name="resident" />
      </Wide>
      {shown.arrivalYear ? (
        <ValueSelect name="dateArrivalAustralia" options={yearOptions(MIN_YEAR, ctx.now().getFullYear())} />
      ) : null}
    </GroupFieldset>
  );
}
