import { NEW_APPLICATION_ID } from '@/domain/applications/steps.ts';
import type { Category } from '@/domain/user.ts';
import { apiCall } from './client.ts';
import type { EarlyCall } from './early-calls.ts';

export interface StepLoadOptions {
  signal?: AbortSignal;
  /** A new application's category (the route's): whose new-application drafts to answer (`?category=`). */
  category?: Category;
}

/**
 * A form step's load request (POST {path}{id}, a new application's with `?category=`), as the step
 * sends it and as a navigation starts it early: the key names the request so only the same can take it.
 */
export function stepLoadCall<T>(
  path: string,
  id: number,
  options: StepLoadOptions,
): EarlyCall & {
  call: () => Promise<T>;
} {
  const { category, ...call } = options;
  const query = id === NEW_APPLICATION_ID && category ? `?${new URLSearchParams({ category })}` : '';
  const address = `${path}${id}${query}`;
  return { key: `POST ${address}`, call: () => apiCall<T>(address, { method: 'POST', ...call }) };
}
