import { Text } from '@chakra-ui/react';
import { StepText } from '@/domain/steps/wording.ts';
import { NoteBox } from '@/web/ui/note-box.tsx';
import { refOptions } from '@/web/ui/select-field.tsx';
import { Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { useWording } from '@/web/ui/step-form/use-wording.ts';
import { ChoiceSelect, YesNo } from '../fields.ts';
import { EnglishPart } from '../labels.ts';
import { useQualificationsView, useShown } from '../qualifications-view.tsx';
import { PartTitle } from './part-title.tsx';

/**
 * The exemption from English evidence: staff choose the reason (course spec §6); everyone else is
 * told to upload the evidence (StepText.exemptionEvidence, course spec §2, §6).
 */
export function Exemption() {
  const { lists } = useQualificationsView();
  const shown = useShown('exemptionReason', 'evidenceNotice');
  const word = useWording();
  return (
    <>
      <PartTitle>{EnglishPart.exemption}</PartTitle>
      <Wide>
        <YesNo name="exemptFromProvidingEvidence" />
      </Wide>
      {shown.exemptionReason ? (
        <ChoiceSelect name="exemptionReason" options={refOptions(lists.exemptionReasons)} />
      ) : null}
      {shown.evidenceNotice ? (
        <Wide>
          <NoteBox label="English exemption evidence">
            <Text>{word(StepText.exemptionEvidence)}</Text>
          </NoteBox>
        </Wide>
      ) : null}
    </>
  );
}
