import { Button, Text } from '@chakra-ui/react';
import { addEmployment, removeEmployment } from '@/domain/qualifications/clearing.ts';
import { MAX_EMPLOYMENTS } from '@/domain/qualifications/constants.ts';
import type { EmploymentItem, QualificationsForm } from '@/domain/qualifications/form.ts';
import { EmploymentShown } from '@/domain/qualifications/visibility.ts';
import { StepText } from '@/domain/steps/wording.ts';
import { EntrySection } from '@/web/ui/step-form/entry-section.tsx';
import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { useFormChange } from '@/web/ui/step-form/use-answer.ts';
import { useWording } from '@/web/ui/step-form/use-wording.ts';
import { DateInput, TextInput, YesNo } from '../fields.ts';
import { BlockTitle, employmentTitle } from '../labels.ts';
import { useQualificationsView } from '../qualifications-view.tsx';

type Form = QualificationsForm;

/** Employment (course spec §2, §3), optional: entries added one at a time, each removable. */
export function Employment() {
  const { form } = useQualificationsView();
  const change = useFormChange();
  const word = useWording();
  const full = form.employments.length >= MAX_EMPLOYMENTS;
  return (
    <GroupFieldset title={BlockTitle.employment}>
      <Wide>
        <Text color="fg.muted">{word(StepText.employmentHint)}</Text>
      </Wide>
      {form.employments.map((_item, index) => (
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
  const { form } = useQualificationsView();
  const change = useFormChange();
  const item = form.employments[index] as EmploymentItem | undefined;
  if (!item) return null;
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
      {EmploymentShown.endDate(item) ? <DateInput name={`${at}.endDate`} /> : null}
    </EntrySection>
  );
}
