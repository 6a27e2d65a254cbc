import { Text } from '@chakra-ui/react';
import { NoteBox } from '@/web/ui/note-box.tsx';
import { useCourseView } from '../course-view.tsx';

/**
 * Spec §2, §9: when an application of type 495 (cross-institutional study) is chosen — the first or
 * the second — the home-institute notice is shown, once, after the last block (the spec's order).
 */
export function HomeInstituteNotice() {
  const { shown } = useCourseView();
  if (!shown.homeInstituteNotice) return null;
  return (
    <NoteBox label="Home institute">
      <Text fontWeight="semibold">Home institute</Text>
      <Text>
        You are applying to study here as part of a course at your home institute. Please ask your home
        institute to approve the subjects you choose, so that they count towards your course.
      </Text>
    </NoteBox>
  );
}
