import { createMailer, type Mailer } from '../services/mail.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = shared('mailer', async (app) => {
  const mailer = createMailer(app.config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  app.log.info({ transport: app.config.smtpUrl ? 'smtp' : 'outbox' }, 'mailer ready');
});
