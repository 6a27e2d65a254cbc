import type { FastifyInstance, HTTPMethods } from 'fastify';

/** One route as Fastify registered it: its method and full path ('/api/…/render/edit/:id'). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, in order (HEAD twins of GET routes left out): what the route table covers. */
    routeList: readonly RegisteredRoute[];
  }
}

/**
 * Records every route Fastify registers from here on (issue 13: the route table and the tests that
 * walk every route read Fastify's own list, so a route added later is covered without being named).
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    const methods = ([] as HTTPMethods[]).concat(route.method);
    for (const method of methods) {
      if (method === 'HEAD' && methods.length === 1 && route.exposeHeadRoute === undefined) continue;
      routes.push({ method, url: route.url });
    }
  });
}
