import { Text } from '@chakra-ui/react';
import { NoteBox } from '@/web/ui/note-box.tsx';
import { refOptions } from '@/web/ui/select-field.tsx';
import { Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { ChoiceSelect, YesNo } from '../fields.ts';
import { EnglishPart } from '../labels.ts';
import { useQualificationsView } from '../qualifications-view.tsx';
import { PartTitle } from './part-title.tsx';

/** The evidence notice for applicants and agents who say they are exempt (course spec §2, §6). */
export const EVIDENCE_NOTICE =
  'Please upload evidence of your English exemption on the Documents step, such as a passport or an academic transcript showing study in English.';

/**
 * The exemption from English evidence: staff choose the reason (course spec §6); everyone else is
 * told to upload the evidence.
 */
export function Exemption() {
  const { lists, shown } = useQualificationsView();
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
            <Text>{EVIDENCE_NOTICE}</Text>
          </NoteBox>
        </Wide>
      ) : null}
    </>
  );
}
