import type { QualificationItem } from '@/domain/qualifications/form.ts';
import { ItemShown } from '@/domain/qualifications/visibility.ts';
import { refOptions } from '@/web/ui/select-field.tsx';
import { EntrySection } from '@/web/ui/step-form/entry-section.tsx';
import { Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { ChoiceSelect, DateInput, LongTextInput, TextInput, YesNo } from '../fields.ts';
import { typeName } from '../labels.ts';
import { useQualificationsView } from '../qualifications-view.tsx';

/**
 * One ticked qualification type's section, headed by the type's name (course spec §2, §3): its name,
 * whether it was completed (if not: whether it will be, and an exclusion with its details), dates,
 * institution, country (the state in Australia), student number, score and language of instruction;
 * for secondary school (500) when and at what level school was left and how year 12 was assessed,
 * with the IB score for 1861.
 */
export function QualificationEntry({ index }: { index: number }) {
  const { lists, form } = useQualificationsView();
  const item = form.qualifications[index] as QualificationItem | undefined;
  if (!item) return null;
  const at = `qualifications.${index}` as const;
  return (
    <EntrySection title={typeName(lists, item.qualificationType, index)}>
      <Wide>
        <TextInput name={`${at}.name`} />
      </Wide>
      <Wide>
        <YesNo name={`${at}.completed`} />
      </Wide>
      {ItemShown.notCompleted(item) ? (
        <>
          <Wide>
            <YesNo name={`${at}.intendToComplete`} />
          </Wide>
          <Wide>
            <YesNo name={`${at}.excludedFromInstitution`} />
          </Wide>
        </>
      ) : null}
      {ItemShown.excludedDetails(item) ? (
        <Wide>
          <LongTextInput name={`${at}.excludedDetails`} />
        </Wide>
      ) : null}
      <DateInput name={`${at}.startDate`} />
      <DateInput name={`${at}.endDate`} />
      <TextInput name={`${at}.institution`} />
      <ChoiceSelect name={`${at}.country`} options={refOptions(lists.countries)} />
      {ItemShown.state(item) ? (
        <ChoiceSelect name={`${at}.state`} options={refOptions(lists.states)} />
      ) : null}
      <TextInput name={`${at}.studentNum`} />
      <TextInput
        name={`${at}.score`}
        helperText={ItemShown.secondary(item) ? 'Up to 4 digits with one decimal, such as 85.5' : undefined}
      />
      <Wide>
        <YesNo name={`${at}.englishIsSoleLanguage`} />
      </Wide>
      {ItemShown.secondary(item) ? (
        <>
          <TextInput name={`${at}.yearLeftSchool`} helperText="yyyy" />
          <ChoiceSelect name={`${at}.levelLeftSchool`} options={refOptions(lists.levelsLeftSchool)} />
          <ChoiceSelect name={`${at}.year12ResultsType`} options={refOptions(lists.year12ResultsTypes)} />
          {ItemShown.ibScore(item) ? (
            <TextInput name={`${at}.internationalBaccalaureateAggregateScore`} helperText="21 to 45" />
          ) : null}
        </>
      ) : null}
    </EntrySection>
  );
}
