import { refOptions } from '@/web/ui/select-field.tsx';
import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { ChoiceList } from '../fields.ts';
import { BlockTitle } from '../labels.ts';
import { useQualificationsAnswers, useQualificationsView } from '../qualifications-view.tsx';
import { QualificationEntry } from './qualification-entry.tsx';

/**
 * The qualification type checkboxes (course spec §2); each ticked type gets its own section, in the
 * list's order. Unticking a type removes its section (the domain's clearing).
 */
export function Qualifications() {
  const { lists } = useQualificationsView();
  // The sections' keys only: an answer inside a section re-renders that section, not the list.
  const types = useQualificationsAnswers((form) => form.qualifications.map((item) => item.qualificationType));
  return (
    <GroupFieldset title={BlockTitle.qualifications}>
      <Wide>
        <ChoiceList name="qualificationTypes" options={refOptions(lists.qualificationTypes)} />
      </Wide>
      {types.map((type, index) => (
        <QualificationEntry key={type ?? `at-${index}`} index={index} />
      ))}
    </GroupFieldset>
  );
}
