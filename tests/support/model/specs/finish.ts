import { finishMachine } from '../../../../machines/finish.ts';
import type { Category } from '../../../../src/domain/user.ts';
import { describeEvent } from '../events.ts';
import { defineSpec, type Observation, type SpecContext } from '../spec.ts';

/**
 * portal-shell-account-documents-summary.md §2 Finish screens ('Congratulations! Your application is
 * completed.' with a 5-second countdown, then a replacing navigation to /potential/home), §4, §9
 * (5 seconds); DESIGN.md: the countdown can be stopped (WCAG 2.2.1); issue 10: the reference.
 */
type Context = SpecContext<typeof finishMachine>;

const MESSAGE = 'Congratulations! Your application is completed.';
/** §9. */
const COUNTDOWN = 5;

const finishRoute = (category: Category, id: number) =>
  category === 'International' ? `/internationalFinish/${id}` : `/finish/${id}`;

/** One second less for every second passed. */
const secondsLeft = ({ history }: Context) =>
  COUNTDOWN - history.filter((event) => describeEvent(event) === 'after second').length;

const plural = (n: number) => `${n} ${n === 1 ? 'second' : 'seconds'}`;

const onFinish = (context: Context): Observation => {
  const { category, id } = context.input as { category: Category; id: number };
  return { heading: MESSAGE, url: finishRoute(category, id), seconds: secondsLeft(context), emitted: [] };
};

export const finishSpec = defineSpec(finishMachine, {
  initial: 'running.countdown.counting',
  rules: [
    { from: 'running.reference.loading', on: 'done loadReference', to: 'running.reference.shown' },
    { from: 'running.reference.loading', on: 'error loadReference', to: 'running.reference.unavailable' },
    // Each second one less; at 0 the applications home.
    {
      from: 'running.countdown.counting',
      on: 'after second',
      to: (c) => (secondsLeft(c) > 0 ? 'running.countdown.counting' : 'done'),
    },
    { from: 'running.countdown.counting', on: 'PAUSE', to: 'running.countdown.paused' },
    { from: 'running.countdown.paused', on: 'RESUME', to: 'running.countdown.counting' },
  ],
  states: {
    running: onFinish,
    'running.reference.loading': { reference: null },
    // The reference the server gave (APP-<year>-<id, six digits>).
    'running.reference.shown': { reference: 'APP-2026-000012' },
    'running.reference.unavailable': { reference: null },
    'running.countdown.counting': (c) => ({
      message: `Going to your applications in ${plural(secondsLeft(c))}`,
      buttons: {
        Pause: 'enabled',
        Resume: 'absent',
        'Download a PDF copy': 'enabled',
        'Go to my applications now': 'enabled',
      },
    }),
    'running.countdown.paused': (c) => ({
      message: `${plural(secondsLeft(c))} left`,
      buttons: { Resume: 'enabled', Pause: 'absent', 'Download a PDF copy': 'enabled' },
    }),
    done: { url: '/potential/home', heading: 'My Applications', emitted: ['home'] },
  },
  view: (snapshot, emitted) => ({
    emitted,
    ...(snapshot.matches('running')
      ? {
          seconds: snapshot.context.secondsLeft,
          reference: snapshot.context.reference,
        }
      : {}),
  }),
});
