import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { MESSAGE_MS } from '@/domain/constants.ts';
import { Msg } from '@/domain/messages.ts';
import { notify } from '@/web/api/notices.ts';
import { withinTimeout } from '@/web/app/lazy-timeout.ts';
import { deferred } from './deferred.ts';

/** A form's rules: react-hook-form's zod resolver on its schema, fetched once the page is drawn. */
export type FormRules<In extends FieldValues, Out> = ReturnType<typeof deferred<Resolver<In, unknown, Out>>>;

/**
 * Declares a form's rules (issue 27: zod is ~14 KB gzip of the sign-in route, which needs none of it
 * to draw the form): the schema, zod and the resolver are fetched once the page is drawn and the
 * browser idle (deferred.ts), or at the first check if that comes sooner, once, within the spec's
 * 120 s for lazy code (§9). Declare them once, at module level.
 */
export function formRules<In extends FieldValues, Out>(
  schema: () => Promise<z.$ZodType<Out, In>>,
): FormRules<In, Out> {
  return deferred(
    () =>
      withinTimeout(() => Promise.all([schema(), import('@hookform/resolvers/zod')])).then(
        ([loaded, { zodResolver }]) => zodResolver(loaded) as Resolver<In, unknown, Out>,
      ),
    'idle',
  );
}

/**
 * The resolver a form is given: each check waits for the rules, then is theirs, as with
 * `zodResolver(schema)` (same rules, same messages). If the code has not arrived (an error, or
 * 120 s), the person is told as for a call that got no answer and the submit stops there; the next
 * check fetches it again.
 */
export function lazyZodResolver<In extends FieldValues, Out>(
  rules: FormRules<In, Out>,
): Resolver<In, unknown, Out> {
  return async (values, context, options) => {
    let resolver: Resolver<In, unknown, Out>;
    try {
      resolver = await rules.get();
    } catch (error) {
      notify({ tone: 'error', message: Msg.serverBrokenHttp, durationMs: MESSAGE_MS });
      throw error;
    }
    return resolver(values, context, options);
  };
}
