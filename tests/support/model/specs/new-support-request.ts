import { newSupportRequestMachine } from '../../../../machines/new-support-request.ts';
import { Msg } from '../../../../src/domain/messages.ts';
import { SUPPORT_MESSAGES, type SupportRequestInput } from '../../../../src/domain/support/support.ts';
import { describeEvent } from '../events.ts';
import { defineSpec, type SpecContext } from '../spec.ts';

type Context = SpecContext<typeof newSupportRequestMachine>;

const DIALOG = 'New Support Request';
const refused = ({ event }: Context) => describeEvent(event).startsWith('error addSupport');

/** What the form holds: empty when it opens; after a refusal, what was typed (the dialog stays open). */
function typed(context: Context) {
  const submit = context.history.findLast((event) => event.type === 'SUBMIT');
  const values =
    refused(context) && submit ? (submit as unknown as { values: SupportRequestInput }).values : null;
  const content = values?.content ?? '';
  return {
    values: { type: values ? String(values.type) : '', subject: values?.subject ?? '', content },
    // Spec §5, §9: content at most 1000 characters, counted as GOV.UK's character count words it
    // (issue 23: 'You have 1,000 characters remaining').
    contentCount: `You have ${(1000 - content.length).toLocaleString('en-AU')} characters remaining`,
  };
}

/** portal-shell §2 (the new support request dialog), §3 (type, subject, content), §5 (type and subject required). */
export const newSupportRequestSpec = defineSpec(newSupportRequestMachine, {
  initial: 'closed',
  rules: [
    { from: 'closed', on: 'OPEN', to: 'editing' },
    { from: 'editing', on: 'SUBMIT', to: 'submitting' },
    { from: 'editing', on: 'CLOSE', to: 'closed' },
    { from: 'submitting', on: 'done addSupport', to: 'added' },
    // A refusal keeps the dialog and what was typed, with the server's messages (decision 008).
    { from: 'submitting', on: 'error addSupport', to: 'editing' },
    { from: 'added', on: 'OPEN', to: 'editing' },
  ],
  states: {
    closed: {
      heading: 'Home',
      busy: false,
      message: null,
      buttons: { 'New Request': 'enabled' },
      emitted: [],
    },
    editing: (c) => ({
      heading: DIALOG,
      busy: false,
      fields: ['Support type', 'Subject', 'Content'],
      required: ['Support type', 'Subject'],
      ...typed(c),
      message: refused(c) ? Msg.correctEditInformation : null,
      ...(refused(c) ? { subjectError: SUPPORT_MESSAGES.subjectRequired } : {}),
      buttons: { 'Send Request': 'enabled', Cancel: 'enabled' },
      emitted: [],
    }),
    submitting: {
      heading: DIALOG,
      busy: true,
      message: null,
      buttons: { 'Sending…': 'disabled', Cancel: 'disabled' },
      emitted: [],
    },
    // Closed, saying it was sent; the support list reloads (see support-requests).
    added: {
      heading: 'Home',
      busy: false,
      message: Msg.supportAdded,
      buttons: { 'New Request': 'enabled' },
      emitted: ['added'],
    },
  },
  view: (snapshot, emitted) => ({
    busy: snapshot.matches('submitting'),
    message: snapshot.matches('added') ? Msg.supportAdded : (snapshot.context.error?.message ?? null),
    emitted,
  }),
});
