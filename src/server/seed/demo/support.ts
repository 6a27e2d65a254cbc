import type { SupportStatus } from '../../../domain/support/support.ts';
import type { NewSupportRequest } from '../../services/support.ts';

interface DemoRequest {
  typeId: number;
  subject: string;
  content: string;
  status: SupportStatus;
  reply?: string;
  daysAgo: number;
}

const APPLICANT_REQUESTS: DemoRequest[] = [
  {
    typeId: 2,
    subject: 'Is the Master of Public Health offered online?',
    content: 'I live in Singapore and would like to study part-time. Can the whole course be done online?',
    status: 'Open',
    daysAgo: 1,
  },
  {
    typeId: 5,
    subject: 'Upload button does nothing',
    content: 'On the Documents step the Add Document button does not open a file chooser in Safari 17.',
    status: 'Open',
    daysAgo: 3,
  },
  {
    typeId: 3,
    subject: 'Certified copies',
    content: 'Who can certify a copy of my transcript in Vietnam?',
    status: 'Answered',
    reply:
      'A notary public, or an officer of the Australian embassy or consulate, can certify copies.\nThe certification must show their name, position, signature and date.',
    daysAgo: 9,
  },
  {
    typeId: 4,
    subject: 'Deposit before the offer?',
    content: 'Do I need to pay a deposit before I receive an offer?',
    status: 'Answered',
    reply: 'No. The deposit is paid when you accept an offer; the amount is in your offer letter.',
    daysAgo: 20,
  },
  {
    typeId: 1,
    subject: 'Changing my intake',
    content: 'Can I move my application from the February to the July intake?',
    status: 'Closed',
    reply: 'Done: your application is now for the July intake.',
    daysAgo: 41,
  },
];

const AGENT_REQUESTS: DemoRequest[] = [
  {
    typeId: 1,
    subject: 'Student applications for July',
    content: 'When do applications for the July intake close for international students?',
    status: 'Answered',
    reply: 'Applications close on 31 May; complete applications received by then are assessed for July.',
    daysAgo: 6,
  },
  {
    typeId: 6,
    subject: 'Agency contact details',
    content: 'Please update our agency phone number to +61 2 5550 1234.',
    status: 'Open',
    daysAgo: 2,
  },
];

const DAY = 24 * 3_600_000;

function toRows(userId: number, requests: DemoRequest[], now: Date): NewSupportRequest[] {
  return requests.map(({ daysAgo, reply, ...request }) => {
    const createdAt = new Date(now.getTime() - daysAgo * DAY);
    const answeredAt = reply ? new Date(createdAt.getTime() + DAY / 2) : createdAt;
    return { userId, ...request, reply: reply ?? null, createdAt, updatedAt: answeredAt };
  });
}

export const applicantSupportRequests = (userId: number, now: Date) =>
  toRows(userId, APPLICANT_REQUESTS, now);
export const agentSupportRequests = (userId: number, now: Date) => toRows(userId, AGENT_REQUESTS, now);
