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
  rules: Pick<FormRules<In, Out>, 'get'>,
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

/**
 * A step's schema module (issue 27): fetched with zod and the resolver once the step is drawn and
 * the browser idle, or at the first check if that comes sooner. zod and the step's schema (~80
 * fields built at the module's evaluation) were a third of the step's code's start-up on a phone,
 * and the form needs them only to check what was typed. Declare it once, at module level.
 */
export function schemaModule<M>(load: () => Promise<M>) {
  return deferred(
    () => withinTimeout(() => Promise.all([load(), import('@hookform/resolvers/zod')])),
    'idle',
  );
}

/**
 * The resolver of the schema that `make` takes from a step's schema module (its version of the
 * step: mode, category, offer editing), made at the first check and kept; checks as
 * `zodResolver(make(module))` would, and fails as `lazyZodResolver` says when the code has not arrived.
 */
export function schemaResolver<M, In extends FieldValues, Out>(
  module: ReturnType<typeof schemaModule<M>>,
  make: (loaded: M) => z.$ZodType<Out, In>,
): Resolver<In, unknown, Out> {
  let made: Promise<Resolver<In, unknown, Out>> | undefined;
  const get = () => {
    made ??= module.get().then(
      ([loaded, { zodResolver }]) => zodResolver(make(loaded)) as Resolver<In, unknown, Out>,
      (error: unknown) => {
        made = undefined;
        throw error;
      },
    );
    return made;
  };
  return lazyZodResolver({ get });
}
