import { inArray, sql } from 'drizzle-orm';
import { studentName } from '../../domain/submission/finish-text.ts';
import type { Db } from '../db/connect.ts';
import { users } from '../db/schema.ts';
import { portalUrlFor } from '../portal-urls.ts';
import type { ApplicationRecord } from './applications.ts';
import type { MailMessage } from './mail.ts';
import { agentSubmittedMail, studentSubmittedMail, submittedMail } from './mail-templates.ts';

/**
 * Who hears of a submission (issue 23), each with links to the portal they use: the owner; for an
 * agent's application also the agent (naming the student) and the student at the email the agent
 * gave, whether or not they have an account. One mail per address.
 */
export async function submissionMails(
  db: Db,
  row: Pick<
    ApplicationRecord,
    'ownerId' | 'agentId' | 'mail' | 'firstGivenName' | 'familyName' | 'courseName'
  >,
  reference: string,
  publicUrl: string,
): Promise<MailMessage[]> {
  const studentMail = row.agentId ? row.mail?.trim().toLowerCase() || null : null;
  const people = await db
    .select({ id: users.id, role: users.role, email: users.loginEmail })
    .from(users)
    .where(
      studentMail
        ? sql`${inArray(users.id, [row.ownerId, row.agentId ?? row.ownerId])} or ${users.loginEmail} = ${studentMail}`
        : inArray(users.id, [row.ownerId]),
    );
  const owner = people.find((person) => person.id === row.ownerId);
  const agent = people.find((person) => person.id === row.agentId);
  const student = studentName(row.firstGivenName, row.familyName);
  const { courseName } = row;
  const mails: MailMessage[] = [];
  const add = (mail: MailMessage) => {
    if (!mails.some((sent) => sent.to === mail.to)) mails.push(mail);
  };
  const homeOf = (role: 'applicant' | 'agent') => `${portalUrlFor(publicUrl, role)}/potential/home`;
  if (agent)
    add(agentSubmittedMail(agent.email, { reference, courseName, student, homeLink: homeOf('agent') }));
  if (owner && owner.role !== 'agent')
    add(submittedMail(owner.email, { reference, courseName, homeLink: homeOf('applicant') }));
  if (studentMail)
    add(
      studentSubmittedMail(studentMail, {
        reference,
        courseName,
        hasAccount: people.some((person) => person.email === studentMail && person.role === 'applicant'),
        portalUrl: portalUrlFor(publicUrl, 'applicant'),
      }),
    );
  return mails;
}
