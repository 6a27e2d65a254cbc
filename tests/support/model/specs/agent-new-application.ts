import { agentNewApplicationMachine } from '../../../../machines/agent-new-application.ts';
import type { NewStudent } from '../../../../src/domain/applications/new-student.ts';
import type { Category } from '../../../../src/domain/user.ts';
import { defineSpec, emittedTo, type SpecContext } from '../spec.ts';

type Context = SpecContext<typeof agentNewApplicationMachine>;

const DIALOG = 'New application for a student';
const BUTTONS = ['New Application: Domestic Student', 'New Application: International Student'];
/** The personal step's labels (personal-details-step §3), the same in the dialog. */
const FIELDS = ['First Given Name', 'Family Name', 'Primary Email'];

/** The category of the New Application button pressed last. */
function categoryOf({ history }: Context): Category | null {
  const open = history.findLast((event) => event.type === 'OPEN');
  return open ? (open as unknown as { category: Category }).category : null;
}

/** The student the dialog was continued with. */
function studentOf({ history }: Context): NewStudent | null {
  const next = history.findLast((event) => event.type === 'CONTINUE');
  return next ? (next as unknown as { student: NewStudent }).student : null;
}

/** Spec §2 routes: the personal step of a new application (id -1) in the category. */
const personalRoute = (category: Category) =>
  category === 'International' ? '/InternationalPersonal/-1' : '/personal/-1';

/**
 * Issue 11 (agent portal): 'New Application: {category} Student' asks the student's name and email,
 * then opens the personal step of a new application with them filled in (the session keeps id -1,
 * the category and the student, as an applicant's New Application keeps id -1 and the category).
 */
export const agentNewApplicationSpec = defineSpec(agentNewApplicationMachine, {
  initial: 'closed',
  rules: [
    { from: 'closed', on: 'OPEN', to: 'askingStudent' },
    { from: 'askingStudent', on: 'CONTINUE', to: 'started' },
    { from: 'askingStudent', on: 'CANCEL', to: 'closed' },
  ],
  states: {
    closed: {
      heading: 'Home',
      busy: false,
      message: null,
      buttons: Object.fromEntries(BUTTONS.map((name) => [name, 'enabled'])),
      url: '/potential/home',
      started: null,
    },
    askingStudent: (c) => ({
      heading: DIALOG,
      busy: false,
      message: null,
      category: `${categoryOf(c)} Student`,
      fields: FIELDS,
      required: FIELDS,
      values: { firstGivenName: '', familyName: '', mail: '' },
      hint: 'The student will see this application in their own list once they register with this email.',
      buttons: { Continue: 'enabled', Cancel: 'enabled' },
      url: '/potential/home',
      started: null,
    }),
    // Nothing is sent yet: the personal step's first save creates the application.
    started: (c) => {
      const category = categoryOf(c) as Category;
      return {
        busy: false,
        url: personalRoute(category),
        started: { category, student: studentOf(c) },
        newApplication: { newId: '-1', status: 'editing' },
      };
    },
  },
  view: (snapshot, emitted, emittedEvents) => {
    const { category, student } = snapshot.context;
    return {
      heading: snapshot.matches('askingStudent') ? DIALOG : 'Home',
      busy: false,
      category: category && `${category} Student`,
      started: snapshot.matches('started') ? { category, student } : null,
      // Where the machine sends the person: the personal step once started, else the home.
      url: emittedTo(emitted, emittedEvents, 'startApplication') ?? '/potential/home',
    };
  },
});
