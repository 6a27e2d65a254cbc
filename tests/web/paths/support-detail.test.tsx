import { screen } from '@testing-library/react';
import type { SupportDetailLogic } from '@/web/logic/support-detail.ts';
import { SupportDetailScreen } from '@/web/screens/support-detail/support-detail-screen.tsx';
import { supportDetailModel } from '../../support/model/registry.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { renderRoutes, signInAs } from '../harness.tsx';
import { user } from './user.ts';

/** The support request screen at the address the path's input names, as a signed-in person opens it. */
describeUiModel(supportDetailModel, {
  mount({ logic, input }) {
    const { id, type } = input as { id: string; type: string };
    signInAs();
    renderRoutes(
      [
        {
          path: 'potential/potentialdetailial/:id/:type',
          element: <SupportDetailScreen logic={logic as SupportDetailLogic} />,
        },
      ],
      `/potential/potentialdetailial/${id}/${type}`,
    );
  },
  async perform(event) {
    if (event.type !== 'RETRY') throw new Error(`support-detail: no user action for ${event.type}`);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
  },
  observe: (expected) =>
    'subject' in expected ? { subject: screen.queryByText('Cannot upload') ? 'Cannot upload' : null } : {},
});
