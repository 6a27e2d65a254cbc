import { useFormContext } from 'react-hook-form';
import type { ApplicationDetailsForm } from '@/domain/course/form.ts';
import { StepText } from '@/domain/steps/wording.ts';
import { CourseApplicationActor } from '@/web/logic/course-application.ts';
import { ConfirmDialog } from '@/web/ui/confirm-dialog.tsx';
import { FramedField } from '@/web/ui/step-form/framed-field.tsx';
import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { useAnswer } from '@/web/ui/step-form/use-answer.ts';
import { useWording } from '@/web/ui/step-form/use-wording.ts';
import { YesNoField } from '@/web/ui/yes-no-field.tsx';
import { BlockTitle } from '../labels.ts';

/**
 * Scholarship (spec §4): a Yes from an applicant or agent is confirmed first — the machine asks
 * (confirmingScholarship), and its No puts the answer back to no; staff are not asked.
 */
export function Scholarship() {
  const actor = CourseApplicationActor.useActorRef();
  const answer = useAnswer();
  const { getValues } = useFormContext();
  return (
    <GroupFieldset title={BlockTitle.scholarship}>
      <Wide>
        <FramedField
          name="applyScholarships"
          render={({ field, bound }) => (
            <YesNoField
              {...bound}
              ref={field.ref}
              value={field.value}
              onChange={(value) => {
                answer('applyScholarships', value);
                const values = getValues() as ApplicationDetailsForm;
                actor.send({ type: 'SCHOLARSHIP', answer: value, values });
              }}
            />
          )}
        />
      </Wide>
    </GroupFieldset>
  );
}

/** The confirmation of a Yes to the scholarship question (applicants and agents). */
export function ScholarshipDialog() {
  const actor = CourseApplicationActor.useActorRef();
  const open = CourseApplicationActor.useSelector((snapshot) =>
    snapshot.matches({ ready: 'confirmingScholarship' }),
  );
  const word = useWording();
  return (
    <ConfirmDialog
      open={open}
      title="Apply for a scholarship?"
      confirmLabel="Yes"
      cancelLabel="No"
      onConfirm={() => actor.send({ type: 'CONFIRM' })}
      onCancel={() => actor.send({ type: 'CANCEL' })}
    >
      {word(StepText.scholarshipConfirm)}
    </ConfirmDialog>
  );
}
