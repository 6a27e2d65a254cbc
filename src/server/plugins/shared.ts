import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as shared (not encapsulated), so its decorators and hooks reach the whole app.
 * This is all fastify-plugin does for us; Fastify documents the symbol, so no extra dependency.
 */
export function shared<Options extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
