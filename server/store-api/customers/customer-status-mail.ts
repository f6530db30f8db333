/** The mail a customer gets when the store approves, rejects, deactivates or reactivates their account. */
import type { CustomerAction } from '../../../src/domain/identity/customer-transitions';
import type { OutgoingMail } from '../platform/mail/mailer';

const WORDS: Record<CustomerAction, { subject: string; body: string }> = {
  approve: { subject: 'Your account is approved', body: 'The store approved your account: you can sign in now.' },
  reactivate: { subject: 'Your account is active again', body: 'The store reactivated your account: you can sign in again.' },
  reject: {
    subject: 'Your account was not approved',
    body: 'The store did not approve your account, so it cannot be signed in to. Reply to the store if you think this is a mistake.',
  },
  deactivate: {
    subject: 'Your account was deactivated',
    body: 'The store deactivated your account, so it cannot be signed in to any more. Contact the store to have it reactivated.',
  },
};

export function customerStatusMail(
  webId: number,
  storeTitle: string,
  customer: { email: string | null; firstName: string },
  action: CustomerAction,
  signInLink: string,
): OutgoingMail | null {
  const to = customer.email?.trim() ?? '';
  if (to === '') return null;
  const words = WORDS[action];
  const signsIn = action === 'approve' || action === 'reactivate';
  const text = [`Hello ${customer.firstName},`, '', words.body, ...(signsIn ? ['', `Sign in: ${signInLink}`] : []), '', storeTitle].join(
    '\n',
  );
  const values = { store: { name: storeTitle }, customer: { first_name: customer.firstName }, account: { sign_in_link: signInLink } };
  return {
    webID: webId,
    to,
    subject: `${words.subject} at ${storeTitle}`,
    text,
    kind: `account-${action}`,
    template: { name: `account-${action}`, values },
  };
}
