import { Text } from '@chakra-ui/react';
import { StepText } from '@/domain/steps/wording.ts';
import { NoteBox } from '@/web/ui/note-box.tsx';
import { useWording } from '@/web/ui/step-form/use-wording.ts';
import { useShown } from '../course-view.tsx';

/**
 * Spec §2, §9: when an application of type 495 (cross-institutional study) is chosen — the first or
 * the second — the home-institute notice is shown, once, after the last block (the spec's order).
 */
export function HomeInstituteNotice() {
  const shown = useShown('homeInstituteNotice');
  const word = useWording();
  if (!shown.homeInstituteNotice) return null;
  return (
    <NoteBox label="Home institute">
      <Text fontWeight="semibold">Home institute</Text>
      <Text>{word(StepText.homeInstitute)}</Text>
    </NoteBox>
  );
}
