import type { FastifyRequest, HTTPMethods, preHandlerAsyncHookHandler } from 'fastify';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { Refusal } from '../http/envelope.ts';
import { accessOf, type RouteAccess } from '../route-access.ts';
import { shared } from './shared.ts';

/**
 * Enforces the route table's roles (src/server/route-access.ts, ADR 016) on every declared route:
 * defence in depth, each route's own `authenticate`, `signedInAs` and reach query stay.
 *
 * The check is appended to the route's own preHandlers, so it runs after the area's `authenticate`
 * hook (one session lookup, as before) and after the body is read and the unstorable-text check:
 * every caller gets exactly the answer the route gave before. Should a private route ever lose its
 * `authenticate`, the check resolves the session itself (envelope 403, as `authenticate` answers); a
 * role the table does not list is envelope 406 `You are not allowed to do this.`, as `signedInAs`.
 * Public routes get no check. Routes without a declaration (none in the app: the route-table test
 * fails on one) pass untouched.
 */
export const routeAccessPlugin = shared('route-access', async (app) => {
  const guard =
    (access: RouteAccess & { session: true }): preHandlerAsyncHookHandler =>
    async (request: FastifyRequest) => {
      if (!request.auth) await app.authenticate(request);
      const role = request.auth?.user.role;
      if (!role) throw new Refusal(Code.Forbidden, Msg.notSignedIn);
      if (!access.roles.includes(role)) throw new Refusal(Code.Refused, Msg.notAllowed);
    };

  app.addHook('onRoute', (route) => {
    const methods = ([] as HTTPMethods[]).concat(route.method);
    const declared = methods.map((method) => accessOf(method, route.url));
    const access = declared.find((one) => one !== undefined);
    if (declared.some((one) => one !== access)) {
      throw new Error(
        `route-access: ${methods.join('|')} ${route.url} needs one declaration for all its methods`,
      );
    }
    if (!access?.session) return;
    const own = route.preHandler;
    route.preHandler = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), guard(access)];
  });
});
