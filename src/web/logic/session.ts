/**
 * What the views read of the session kept on this device (spec §3): how the last one ended (the
 * route guard's choice between / and / with a redirect) and the login email the sign-in form offers.
 */
export { endReason, getLoginEmail } from '@/web/api/session.ts';
