import { useCallback } from 'react';
import type { DocumentReviewLogic } from '@/web/logic/document-review.ts';
import { StaffDecisionActor } from '@/web/logic/staff-decision.ts';
import { DocumentReviewPanel } from '@/web/screens/document-review/review-panel.tsx';

/**
 * The document checks under the container's documents step (issue 25 item 6). It lives in app/
 * because it joins two screens: a mark recorded by the checks is a new history entry, so the
 * decision panel loads again (RELOAD), which also gives an evidence request its new starting reason.
 */
export function StaffDocumentChecks({ id, logic }: { id: number; logic?: DocumentReviewLogic }) {
  const decision = StaffDecisionActor.useActorRef();
  const onMarked = useCallback(() => decision.send({ type: 'RELOAD' }), [decision]);
  return <DocumentReviewPanel id={id} onMarked={onMarked} logic={logic} />;
}
