import { ItemShown } from '@/domain/qualifications/visibility.ts';
import { refOptions } from '@/web/ui/select-field.tsx';
import { EntrySection } from '@/web/ui/step-form/entry-section.tsx';
import { Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { ChoiceSelect, DateInput, LongTextInput, TextInput, YesNo } from '../fields.ts';
import { typeName } from '../labels.ts';
import { useQualificationsAnswers, useQualificationsView } from '../qualifications-view.tsx';

/**
 * One ticked qualification type's section, headed by the type's name (course spec §2, §3): its name,
 * whether it was completed (if not: whether it will be, and an exclusion with its details), dates,
 * institution, country (the state in Australia), student number, score and language of instruction;
 * for secondary school (500) when and at what level school was left and how year 12 was assessed,
 * with the IB score for 1861.
 */
export function QualificationEntry({ index }: { index: number }) {
  const { lists } = useQualificationsView();
  // What this section draws from its entry: its type and which conditional fields show.
  const item = useQualificationsAnswers((form) => {
    const entry = form.qualifications[index];
    if (!entry) return null;
    const shown = Object.fromEntries(Object.entries(ItemShown).map(([part, rule]) => [part, rule(entry)]));
    return { type: entry.qualificationType, shown: shown as Record<keyof typeof ItemShown, boolean> };
  });
  if (!item) return null;
  const { shown } = item;
  const at = `qualifications.${index}` as const;
  return (
    <EntrySection title={typeName(lists, item.type, index)}>
      <Wide>
        <TextInput name={`${at}.name`} />
      </Wide>
      <Wide>
        <YesNo name={`${at}.completed`} />
      </Wide>
      {shown.notCompleted ? (
        <>
          <Wide>
            <YesNo name={`${at}.intendToComplete`} />
          </Wide>
          <Wide>
            <YesNo name={`${at}.excludedFromInstitution`} />
          </Wide>
        </>
      ) : null}
      {shown.excludedDetails ? (
        <Wide>
          <LongTextInput name={`${at}.excludedDetails`} />
        </Wide>
      ) : null}
      <DateInput name={`${at}.startDate`} />
      <DateInput name={`${at}.endDate`} />
      <TextInput name={`${at}.institution`} />
      <ChoiceSelect name={`${at}.country`} options={refOptions(lists.countries)} />
      {shown.state ? <ChoiceSelect name={`${at}.state`} options={refOptions(lists.states)} /> : null}
      <TextInput name={`${at}.studentNum`} />
      <TextInput
        name={`${at}.score`}
        helperText={shown.secondary ? 'Up to 4 digits with one decimal, such as 85.5' : undefined}
      />
      <Wide>
        <YesNo name={`${at}.englishIsSoleLanguage`} />
      </Wide>
      {shown.secondary ? (
        <>
          <TextInput name={`${at}.yearLeftSchool`} helperText="yyyy" />
          <ChoiceSelect name={`${at}.levelLeftSchool`} options={refOptions(lists.levelsLeftSchool)} />
          <ChoiceSelect name={`${at}.year12ResultsType`} options={refOptions(lists.year12ResultsTypes)} />
          {shown.ibScore ? (
            <TextInput name={`${at}.internationalBaccalaureateAggregateScore`} helperText="21 to 45" />
          ) : null}
        </>
      ) : null}
    </EntrySection>
  );
}
