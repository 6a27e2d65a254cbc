import { FIRST_LIST_POSITION, listRequestOf } from '@/domain/applications/list-request.ts';
import { homeRedirect } from '@/domain/backoffice/routes.ts';
import { currentUserEarly } from '@/web/api/account.ts';
import { listEarly } from '@/web/api/applications.ts';
import { sendEarly } from '@/web/api/client.ts';
import { getToken, getUser } from '@/web/api/session.ts';

/**
 * A navigation to the home: the signed-in user (which the area asks for afresh) and the first page
 * of 'My Applications', as the list's machine asks for it when it starts. Not for staff, whom the home
 * sends on to the queue.
 */
export function startHomeReads(): void {
  const lists = getToken() !== null && homeRedirect(getUser()?.role) === null;
  sendEarly(lists ? [currentUserEarly(), listEarly(listRequestOf(FIRST_LIST_POSITION))] : []);
}
