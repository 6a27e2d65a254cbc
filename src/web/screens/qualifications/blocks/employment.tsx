import { Button, Text } from '@chakra-ui/react';
import { addEmployment, removeEmployment } from '@/domain/qualifications/clearing.ts';
import { MAX_EMPLOYMENTS } from '@/domain/qualifications/constants.ts';
import type { QualificationsForm } from '@/domain/qualifications/form.ts';
import { EmploymentShown } from '@/domain/qualifications/visibility.ts';
import { StepText } from '@/domain/steps/wording.ts';
import { EntrySection } from '@/web/ui/step-form/entry-section.tsx';
import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { useFormChange } from '@/web/ui/step-form/use-answer.ts';
import { useWording } from '@/web/ui/step-form/use-wording.ts';
import { DateInput, TextInput, YesNo } from '../fields.ts';
import { BlockTitle, employmentTitle } from '../labels.ts';
import { useQualificationsAnswers } from '../qualifications-view.tsx';

type Form = QualificationsForm;

/** Employment (course spec §2, §3), optional: entries added one at a time, each removable. */
export function Employment() {
  // The entries' count only: an answer inside an entry re-renders that entry, not the block.
  const count = useQualificationsAnswers((form) => form.employments.length);
  const change = useFormChange();
  const word = useWording();
  const full = count >= MAX_EMPLOYMENTS;
  return (
    <GroupFieldset title={BlockTitle.employment}>
      <Wide>
        <Text color="fg.muted">{word(StepText.employmentHint)}</Text>
      </Wide>
      {Array.from({ length: count }, (_item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an entry is its position (Employment n).
        <EmploymentEntry key={index} index={index} />
      ))}
      <Wide>
        <Button
          variant="outline"
          colorPalette="brand"
          disabled={full}
          onClick={() => change((values) => addEmployment(values as Form))}
        >
          Add Employment
        </Button>
        {full ? (
          <Text mt="2" fontSize="sm" color="fg.muted">
            At most {MAX_EMPLOYMENTS} employment entries can be added.
          </Text>
        ) : null}
      </Wide>
    </GroupFieldset>
  );
}

/** One employment: employer, position, still working there, dates (no end date while still there). */
function EmploymentEntry({ index }: { index: number }) {
  const change = useFormChange();
  // Whether the entry is there and shows its end date: typing in it re-renders its own fields only.
  const endDate = useQualificationsAnswers((form) => {
    const item = form.employments[index];
    return item ? EmploymentShown.endDate(item) : null;
  });
  if (endDate === null) return null;
  const title = employmentTitle(index);
  const at = `employments.${index}` as const;
  return (
    <EntrySection title={title} onRemove={() => change((values) => removeEmployment(values as Form, index))}>
      <TextInput name={`${at}.name`} />
      <TextInput name={`${at}.position`} />
      <Wide>
        <YesNo name={`${at}.inService`} />
      </Wide>
      <DateInput name={`${at}.startDate`} />
      {endDate ? <DateInput name={`${at}.endDate`} /> : null}
    </EntrySection>
  );
}
