import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';
import type { NewStudent } from '@/domain/applications/new-student.ts';
import {
  type AgentNewApplicationLogic,
  agentNewApplicationActions,
} from '@/web/logic/agent-new-application.ts';
import { agentNewApplication } from '../../support/model/registry.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { setMode } from '../personal-details-fakes.tsx';
import { fieldsSeen } from './dialog-fields.ts';
import { inDialog, mountHome, press } from './home-adapter.tsx';
import { replaceText } from './user.ts';

const DIALOG = 'New application for a student';
const LABELS: Record<keyof NewStudent, RegExp> = {
  firstGivenName: /^First Given Name/,
  familyName: /^Family Name/,
  mail: /^Primary Email/,
};
const open = () => screen.queryByRole('dialog', { name: DIALOG });
const control = (field: keyof NewStudent) =>
  within(open() as HTMLElement).getByLabelText(LABELS[field]) as HTMLInputElement;

/**
 * The agent portal's home (the mode comes from the host; here from the meta tag that fixes it). The
 * dialog is a chunk of its own that the home starts loading as it mounts: loaded once here, so no
 * path waits on a slow first import.
 */
beforeAll(async () => {
  setMode('agent');
  await import('@/web/screens/home/new-student-dialog.tsx');
});
afterAll(() => setMode('applicant'));

/** Types the student the event carries into the dialog and continues. */
async function fillAndContinue(student: NewStudent) {
  for (const field of ['firstGivenName', 'familyName', 'mail'] as const) {
    await replaceText(control(field), student[field]);
  }
  await press(inDialog(DIALOG, 'Continue'));
}

/** What the session keeps for the personal step: the category and the student (null: none kept). */
function keptStudent() {
  const student = sessionStorage.getItem('newStudent');
  return student
    ? { category: sessionStorage.getItem('applicationCategory'), student: JSON.parse(student) }
    : null;
}

describeUiModel(agentNewApplication, {
  mount: ({ logic }) => {
    mountHome({
      agentNewApplicationLogic: (logic as AgentNewApplicationLogic).provide({
        actions: agentNewApplicationActions,
      }),
    });
  },
  async perform(event) {
    switch (event.type) {
      case 'OPEN': {
        const { category } = event as unknown as { category: string };
        return press(screen.getByRole('button', { name: `New Application: ${category} Student` }));
      }
      case 'CONTINUE':
        return fillAndContinue((event as unknown as { student: NewStudent }).student);
      case 'CANCEL':
        return press(inDialog(DIALOG, 'Cancel'));
      default:
        throw new Error(`agent-new-application: no user action for ${event.type}`);
    }
  },
  observe(expected) {
    const seen: Record<string, unknown> = {};
    if ('started' in expected) seen.started = keptStudent();
    if ('newApplication' in expected) {
      seen.newApplication = {
        newId: sessionStorage.getItem('newId'),
        status: sessionStorage.getItem('status'),
      };
    }
    const dialog = open();
    if (!dialog) return seen;
    Object.assign(seen, fieldsSeen(dialog, 'input', expected));
    if ('values' in expected) {
      seen.values = {
        firstGivenName: control('firstGivenName').value,
        familyName: control('familyName').value,
        mail: control('mail').value,
      };
    }
    if ('category' in expected) {
      seen.category = within(dialog)
        .getByText(/ Student: /)
        .textContent?.split(':')[0];
    }
    if ('hint' in expected) {
      // The hint is the email field's description, as a screen reader announces it.
      const described = control('mail').getAttribute('aria-describedby')?.split(' ') ?? [];
      seen.hint = described.map((id) => document.getElementById(id)?.textContent).join(' ');
    }
    return seen;
  },
});
