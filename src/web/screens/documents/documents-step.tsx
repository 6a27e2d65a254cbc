import { DOCUMENTS_TITLE } from '@/domain/documents/constants.ts';
import { DocumentsActor } from '@/web/logic/documents.ts';
import type { StepScreenDefinition } from '@/web/ui/step-form/step-definition.ts';
import { DocumentsView } from './documents-view.tsx';
import { HowToApplyLink } from './how-to-apply-link.tsx';

/**
 * The Documents step (/documents/{id}, /internationalDocuments/{id}; spec §2), as the step screen
 * shell shows it: Continue (Next while an offer is edited) leads to the summary (staff: `next`).
 */
export const documentsStep: StepScreenDefinition = {
  step: 'documents',
  title: DOCUMENTS_TITLE,
  what: 'documents',
  actor: DocumentsActor,
  Form: DocumentsView,
  Aside: HowToApplyLink,
};
