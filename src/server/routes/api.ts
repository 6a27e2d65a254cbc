import type { FastifyPluginAsync } from 'fastify';
import { sendNotFound } from '../plugins/envelope.ts';
import { accountRoutes } from './account.ts';
import { applicationRoutes } from './applications.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { personalDetailsRoutes } from './personal-details.ts';
import { registrationRoutes } from './registration.ts';
import { signInRoutes } from './sign-in.ts';
import { staffRoutes } from './staff.ts';
import { supportRoutes } from './support.ts';

/** Everything under API_PREFIX. Each area is its own encapsulated plugin; unknown paths are a 404 envelope. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  api.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  await api.register(signInRoutes);
  await api.register(registrationRoutes);
  await api.register(passwordResetRoutes);
  await api.register(accountRoutes);
  await api.register(applicationRoutes);
  await api.register(supportRoutes);
  await api.register(personalDetailsRoutes);
  await api.register(staffRoutes);
};
