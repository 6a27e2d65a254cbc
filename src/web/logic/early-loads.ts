import { ApiPath } from '@/domain/api-paths.ts';
import {
  declarationPath,
  documentsLoadPath,
  staffDuplicatesPath,
  staffHistoryPath,
  stepLoadPath,
  summaryDetailPath,
} from '@/domain/applications/read-paths.ts';
import { NEW_APPLICATION_ID, type StepKey } from '@/domain/applications/steps.ts';
import {
  drawsStepScreen,
  isSavedApplication,
  staffApplicationPage,
} from '@/domain/backoffice/application-page.ts';
import { staffStepOf } from '@/domain/backoffice/routes.ts';
import type { Category } from '@/domain/user.ts';
import { type EarlyRequest, sendEarly } from '@/web/api/client.ts';
import { getToken } from '@/web/api/session.ts';
import { currentMode } from '@/web/mode.ts';

const post = (path: string): EarlyRequest => ({ method: 'POST', path });
const get = (path: string): EarlyRequest => ({ method: 'GET', path });

/**
 * What each step's screen reads first, as its calls in src/web/api send it (the same addresses), so
 * that a navigation can send it before the step's code. Built from src/domain alone: this module's
 * chunk brings nothing else with it.
 */
const STEP_READS: Partial<Record<StepKey, (id: number, category: Category) => EarlyRequest[]>> = {
  personal: (id, category) => [post(stepLoadPath(ApiPath.renderEdit, id, category))],
  application: (id, category) => [post(stepLoadPath(ApiPath.renderEdit, id, category))],
  qualifications: (id, category) => [post(stepLoadPath(ApiPath.renderEdit, id, category))],
  other: (id, category) => [post(stepLoadPath(ApiPath.editOther, id, category))],
  documents: (id) => [post(documentsLoadPath(id))],
  summary: (id, category) => [get(summaryDetailPath(id)), get(declarationPath(category))],
  finish: (id) => [get(summaryDetailPath(id))],
};

/**
 * A navigation to a step (issue 27): its reads are sent now, while the step's code is on its way;
 * the step's machine still loads when it starts, and its calls take these answers (api/early-calls.ts).
 * Nothing is asked without a session: the route guard sends the person to sign in instead.
 */
export function startStepReads(step: StepKey, id: number, category: Category): void {
  sendEarly(getToken() ? (STEP_READS[step]?.(id, category) ?? []) : []);
}

/**
 * Whether the step route, staying, reads again for a new address: only when its step starts again,
 * for another application; not for a first save's new id in place of -1 (the step keeps its data).
 */
export function readsAgain(fromId: string | undefined, toId: string | undefined): boolean {
  return toId !== fromId && Number(fromId) !== NEW_APPLICATION_ID;
}

/**
 * A navigation to the back office's application page: the step it embeds (`?step=`, Personal by
 * default) reads as on its own route, and a saved application's history and possible duplicates
 * are read beside it; nothing when the page shows something else (an unknown category, another
 * portal) or there is no session.
 */
export function startContainerReads(category: string | undefined, id: number, step: string | null): void {
  const page = staffApplicationPage(category, currentMode());
  if (!getToken() || page.show !== 'container') {
    sendEarly([]);
    return;
  }
  const own = isSavedApplication(id) ? [get(staffHistoryPath(id)), get(staffDuplicatesPath(id))] : [];
  const embedded = staffStepOf(step);
  const reads = drawsStepScreen(embedded) ? (STEP_READS[embedded]?.(id, page.category) ?? []) : [];
  sendEarly([...own, ...reads]);
}
