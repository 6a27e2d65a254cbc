import { Button } from '@chakra-ui/react';
import { addRplItem, removeRplItem } from '@/domain/course/clearing.ts';
import type { ApplicationDetailsForm } from '@/domain/course/form.ts';
import { chosenSubjects } from '@/domain/course/visibility.ts';
import { EntrySection } from '@/web/ui/step-form/entry-section.tsx';
import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { useFormChange } from '@/web/ui/step-form/use-answer.ts';
import { useCourseAnswers, useCourseView, useShown } from '../course-view.tsx';
import { ChoiceSelect, TextInput, YesNo } from '../fields.ts';
import { BlockTitle } from '../labels.ts';
import { refOptions, subjectOptions } from '../options.ts';

type Form = ApplicationDetailsForm;

/**
 * Recognition of prior learning: the question, then its items (spec §3) — added one at a time;
 * answering Yes starts the first; removing the last answers No (spec §4).
 */
export function Rpl() {
  const shown = useShown('rplItems');
  // The items' count only: an answer inside an item re-renders that item, not the block.
  const count = useCourseAnswers((form) => form.applicationRpls.length);
  const change = useFormChange();
  return (
    <GroupFieldset title={BlockTitle.rpl}>
      <Wide>
        <YesNo name="needRpl" />
      </Wide>
      {shown.rplItems ? (
        <>
          {Array.from({ length: count }, (_item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the item is its position (RPL Item n).
            <RplItemFields key={index} index={index} />
          ))}
          <Wide>
            <Button
              variant="outline"
              colorPalette="brand"
              onClick={() => change((values) => addRplItem(values as Form))}
            >
              Add RPL Item
            </Button>
          </Wide>
        </>
      ) : null}
    </GroupFieldset>
  );
}

/** One RPL item: institution, course code, completion year, subject and result; Remove. */
function RplItemFields({ index }: { index: number }) {
  const { ctx, catalogue } = useCourseView();
  const subjects = useCourseAnswers((form) => chosenSubjects(form, ctx));
  const change = useFormChange();
  const title = `RPL Item ${index + 1}`;
  const at = `applicationRpls.${index}` as const;
  return (
    <EntrySection title={title} onRemove={() => change((values) => removeRplItem(values as Form, index))}>
      <TextInput name={`${at}.previousInstitutionName`} />
      <TextInput name={`${at}.courseCode`} />
      <TextInput name={`${at}.completionYear`} helperText="yyyy" />
      <ChoiceSelect name={`${at}.moduleId`} options={subjectOptions(subjects)} />
      <ChoiceSelect name={`${at}.resultId`} options={refOptions(catalogue.rplResults)} />
    </EntrySection>
  );
}
