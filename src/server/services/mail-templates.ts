import { CODE_TTL_MINUTES, RESET_LINK_TTL_MINUTES } from '../../domain/constants.ts';
import type { MailMessage } from './mail.ts';

/** Every email the portal sends, worded once. Links are built from PUBLIC_URL, never the request. */

type Part = string | { link: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function compose(to: string, subject: string, parts: Part[], highlight?: string): MailMessage {
  const text = parts.map((part) => (typeof part === 'string' ? part : part.link)).join('\n\n');
  const html = parts
    .map((part) =>
      typeof part === 'string'
        ? `<p>${escapeHtml(part)}</p>`
        : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.link)}</a></p>`,
    )
    .join('\n');
  return { to, subject, text: `${text}\n`, html, highlight };
}

export function verificationCodeMail(to: string, code: string): MailMessage {
  return compose(
    to,
    'Your verification code',
    [
      `Your verification code is ${code}`,
      `Enter it on the registration page within ${CODE_TTL_MINUTES} minutes to create your account.`,
      'If you did not ask to register, you can ignore this email.',
    ],
    code,
  );
}

/** Sent instead of a code when the email already has an account: same answer to the caller, no enumeration. */
export function alreadyRegisteredMail(to: string, publicUrl: string): MailMessage {
  return compose(to, 'You already have an account', [
    'Someone (hopefully you) asked to register with this email address, but an account already exists for it.',
    'Sign in here:',
    { link: `${publicUrl}/` },
    'If you forgot your password, reset it here:',
    { link: `${publicUrl}/forgot` },
    'If you did not ask to register, you can ignore this email.',
  ]);
}

export function resetLinkMail(to: string, link: string): MailMessage {
  return compose(
    to,
    'Reset your password',
    [
      'Use this link to set a new password:',
      { link },
      `The link works once and expires in ${RESET_LINK_TTL_MINUTES} minutes.`,
      'If you did not ask to reset your password, you can ignore this email; your password has not changed.',
    ],
    link,
  );
}

/** The forgot-password answer for an unknown email: the caller sees the same reply, the owner learns why. */
export function noAccountMail(to: string, publicUrl: string): MailMessage {
  return compose(to, 'Password reset request', [
    'Someone (hopefully you) asked to reset the password for this email address, but there is no account with it.',
    'To create an account, register here:',
    { link: `${publicUrl}/terms` },
    'If you did not ask for this, you can ignore this email.',
  ]);
}

/** Goes to the old address, so a hijacked account does not move silently. */
export function emailChangedMail(to: string, newEmail: string): MailMessage {
  return compose(to, 'Your sign-in email was changed', [
    `The sign-in email of your admission portal account was changed to ${newEmail}.`,
    'If you did not do this, contact the admissions office at once.',
  ]);
}

/** The confirmation of a submission (issue 10): the reference, the course, and what happens next. */
export function submittedMail(
  to: string,
  { reference, courseName, homeLink }: { reference: string; courseName: string | null; homeLink: string },
): MailMessage {
  return compose(to, `Application ${reference} received`, [
    `Thank you: your application has been submitted. Its reference is ${reference}.`,
    courseName ? `Course: ${courseName}` : 'Course: not chosen',
    'What happens next: our admissions team reviews your application and may ask for more evidence. You will get an email each time its status changes, and you can follow it on your applications page:',
    { link: homeLink },
    'Please quote the reference whenever you contact us about this application.',
  ]);
}

/** To the agent who applied (issue 23): the same confirmation, naming the student it is for. */
export function agentSubmittedMail(
  to: string,
  details: { reference: string; courseName: string | null; student: string; homeLink: string },
): MailMessage {
  const { reference, courseName, student, homeLink } = details;
  return compose(to, `Application ${reference} received for ${student}`, [
    `Thank you: the application for ${student} has been submitted. Its reference is ${reference}.`,
    courseName ? `Course: ${courseName}` : 'Course: not chosen',
    `We have sent ${student} a confirmation of their own. What happens next: our admissions team reviews the application and may ask for more evidence. You will get an email each time its status changes, and you can follow it on your applications page:`,
    { link: homeLink },
    'Please quote the reference whenever you contact us about this application.',
  ]);
}

/**
 * To the student at the email their agent gave (issue 23), whether or not they have an account yet:
 * the reference, and where to follow the application (sign in, or register with this email).
 */
export function studentSubmittedMail(
  to: string,
  details: { reference: string; courseName: string | null; hasAccount: boolean; portalUrl: string },
): MailMessage {
  const { reference, courseName, hasAccount, portalUrl } = details;
  return compose(to, `Application ${reference} received`, [
    `Your education agent has submitted an application for you on your behalf. Its reference is ${reference}.`,
    courseName ? `Course: ${courseName}` : 'Course: not chosen',
    hasAccount
      ? 'You can follow it on your applications page after signing in with this email address:'
      : 'To follow it yourself, register with this email address: the application will then appear in your account.',
    { link: hasAccount ? `${portalUrl}/potential/home` : `${portalUrl}/terms` },
    'Please quote the reference whenever you contact us about this application.',
  ]);
}

/** A decision on an application (issue 11): its new status, the reason (line breaks kept) and due date. */
export function decisionMail(
  to: string,
  details: {
    reference: string;
    status: string;
    reason: string | null;
    dueDate: string | null;
    homeLink: string;
  },
): MailMessage {
  const { reference, status, reason, dueDate, homeLink } = details;
  return compose(to, `Application ${reference}: ${status}`, [
    `Your application ${reference} is now: ${status}.`,
    ...(reason ? ['The reason given:', reason] : []),
    ...(dueDate
      ? [`Please upload the requested evidence by ${dueDate} and send it back from your applications page.`]
      : []),
    'See your application on your applications page:',
    { link: homeLink },
  ]);
}
