import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { useShown } from '../course-view.tsx';
import { TextInput, YesNo } from '../fields.ts';
import { BlockTitle } from '../labels.ts';

/** Domestic only (spec §1, §2): FEE-HELP, and the tax file number when applying for it. */
export function FeeHelp() {
  const shown = useShown('feeHelp', 'taxFileNumber');
  if (!shown.feeHelp) return null;
  return (
    <GroupFieldset title={BlockTitle.feeHelp}>
      <Wide>
        <YesNo name="applyFeeHelp" />
      </Wide>
      {shown.taxFileNumber ? <TextInput name="taxFileNumber" /> : null}
    </GroupFieldset>
  );
}
