/**
 * New Application (spec §3 session values, §4): keeps id -1 and the category (an agent's also the
 * student) for the steps. Edit and View keep theirs through the applications-list machine (home.ts).
 */
export { keepNewApplication } from '@/web/api/applications.ts';
