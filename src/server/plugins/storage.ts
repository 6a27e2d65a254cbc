import { type FileStorage, openFileStorage } from '../services/file-storage.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files' bytes (services/file-storage.ts). */
    files: FileStorage;
  }
}

export const storagePlugin = shared('storage', async (app) => {
  const files = await openFileStorage(app.config.dataDir);
  app.decorate('files', files);
  app.addHook('onClose', async () => files.close());
});
