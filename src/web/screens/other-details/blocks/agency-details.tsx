import { refOptions } from '@/web/ui/select-field.tsx';
import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { ChoiceSelect, YesNo } from '../fields.ts';
import { BlockTitle } from '../labels.ts';
import { useOtherDetailsView, useShown } from '../other-details-view.tsx';

/** Agency Details (course spec §2, §3): whether an education agent is involved, and which agency. */
export function AgencyDetails() {
  const { ctx } = useOtherDetailsView();
  const shown = useShown('agency');
  return (
    <GroupFieldset title={BlockTitle.agency}>
      <Wide>
        <YesNo name="studiedByAgent" />
      </Wide>
      {shown.agency ? (
        <Wide>
          <ChoiceSelect name="agency" options={refOptions(ctx.lists.agencies)} />
        </Wide>
      ) : null}
    </GroupFieldset>
  );
}
