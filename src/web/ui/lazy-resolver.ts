import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { MESSAGE_MS } from '@/domain/constants.ts';
import { Msg } from '@/domain/messages.ts';
import { notify } from '@/web/api/notices.ts';
import { withinTimeout } from '@/web/app/lazy-timeout.ts';

/** A form's schema, fetched when first needed: `() => import('…/schemas.ts').then((m) => m.schema)`. */
export type SchemaLoader<Out, In> = () => Promise<z.$ZodType<Out, In>>;

/** One load per loader (a module-level constant), shared by every form and mount that uses it. */
const loaded = new WeakMap<
  SchemaLoader<unknown, unknown>,
  Promise<Resolver<FieldValues, unknown, unknown>>
>();

function load<In extends FieldValues, Out>(
  schema: SchemaLoader<Out, In>,
): Promise<Resolver<In, unknown, Out>> {
  const key = schema as SchemaLoader<unknown, unknown>;
  let resolver = loaded.get(key);
  if (!resolver) {
    // Lazy code, so the spec's 120 s time-out for it (§9) applies.
    resolver = withinTimeout(() => Promise.all([schema(), import('@hookform/resolvers/zod')])).then(
      ([loadedSchema, { zodResolver }]) =>
        zodResolver(loadedSchema as z.$ZodType<unknown, FieldValues>) as Resolver<
          FieldValues,
          unknown,
          unknown
        >,
    );
    loaded.set(key, resolver);
    // A failed fetch (the network dropped) is tried again on the next check.
    resolver.catch(() => loaded.delete(key));
  }
  return resolver as Promise<Resolver<In, unknown, Out>>;
}

/** Starts fetching the schema and the resolver, so the first check does not wait for them. */
export function preloadSchema<In extends FieldValues, Out>(schema: SchemaLoader<Out, In>): void {
  load(schema).catch(() => undefined);
}

/**
 * react-hook-form's zod resolver with the schema, zod and the resolver fetched on the first check
 * (issue 27: zod is ~14 KB gzip of the sign-in route, which needs none of it to draw the form).
 * The checks and their messages are the schema's own, as with `zodResolver(schema)`. If the code
 * does not arrive (an error, or 120 s), the person is told as for a call that got no answer, and the
 * submit stops there; the next one fetches it again.
 */
export function lazyZodResolver<In extends FieldValues, Out>(
  schema: SchemaLoader<Out, In>,
): Resolver<In, unknown, Out> {
  return async (values, context, options) => {
    let resolver: Resolver<In, unknown, Out>;
    try {
      resolver = await load(schema);
    } catch (error) {
      notify({ tone: 'error', message: Msg.serverBrokenHttp, durationMs: MESSAGE_MS });
      throw error;
    }
    return resolver(values, context, options);
  };
}
