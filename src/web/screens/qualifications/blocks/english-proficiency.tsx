import { GroupFieldset } from '@/web/ui/step-form/group-fieldset.tsx';
import { BlockTitle } from '../labels.ts';
import { Exemption } from './english-exemption.tsx';
import { EnglishProvider } from './english-provider.tsx';
import { EnglishRequirements } from './english-requirements.tsx';
import { EnglishTest } from './english-test.tsx';

/**
 * English Language Proficiency (course spec §2, §3): the provider studied with, the exemption from
 * evidence, the English test and its results, and the course's English requirements.
 */
export function EnglishProficiency() {
  return (
    <GroupFieldset title={BlockTitle.english}>
      <EnglishProvider />
      <Exemption />
      <EnglishTest />
      <EnglishRequirements />
    </GroupFieldset>
  );
}
