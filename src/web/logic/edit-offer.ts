import { readEditOffer } from '@/web/api/applications.ts';

/**
 * Whether this visit edits an offer (the session's edit-offer indicator, spec §3): read once when a
 * step screen starts its flow and step actors, which take it as input. Views reach it here, not
 * through src/web/api/ (issue 26).
 */
export const sessionEditsOffer = (): boolean => readEditOffer();
