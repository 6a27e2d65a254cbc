import { refOptions } from '@/web/ui/select-field.tsx';
import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { ChoiceList } from '../fields.ts';
import { BlockTitle } from '../labels.ts';
import { useQualificationsView } from '../qualifications-view.tsx';
import { QualificationEntry } from './qualification-entry.tsx';

/**
 * The qualification type checkboxes (course spec §2); each ticked type gets its own section, in the
 * list's order. Unticking a type removes its section (the domain's clearing).
 */
export function Qualifications() {
  const { lists, form } = useQualificationsView();
  return (
    <GroupFieldset title={BlockTitle.qualifications}>
      <Wide>
        <ChoiceList name="qualificationTypes" options={refOptions(lists.qualificationTypes)} />
      </Wide>
      {form.qualifications.map((item, index) => (
        <QualificationEntry key={item.qualificationType ?? `at-${index}`} index={index} />
      ))}
    </GroupFieldset>
  );
}
