/**
 * The mails a store sends its customers, each built from a template its owner may edit in the studio
 * (docs/back-office.md, "Mail templates"; decision 108): a subject and a plain-text body written in
 * Liquid, from which the plain-text and HTML versions are made. The defaults are the wording the store
 * API wrote in code before templates, so a store that never edits sends exactly that.
 */

export const MAIL_TEMPLATE_NAMES = [
  'order-confirmation',
  'order-status',
  'password-reset',
  'account-approve',
  'account-reject',
  'account-deactivate',
  'account-reactivate',
] as const;

export type MailTemplateName = (typeof MAIL_TEMPLATE_NAMES)[number];

export const isMailTemplateName = (value: unknown): value is MailTemplateName =>
  typeof value === 'string' && (MAIL_TEMPLATE_NAMES as readonly string[]).includes(value);

/** One value a template may use: `order.code`; a list's entries name their own fields (`order.lines` → `line.name`). */
export interface MailVariable {
  path: string;
  description: string;
  /** For a list: the fields of each entry, used inside `{% for line in order.lines %}`. */
  fields?: readonly string[];
}

export interface MailTemplateDefinition {
  name: MailTemplateName;
  title: string;
  /** When the store sends it. */
  sentWhen: string;
  subject: string;
  body: string;
  variables: readonly MailVariable[];
}

/** What a template's values look like: the variables above, nested by their dots. */
export type MailValues = Record<string, Record<string, unknown>>;

export const MAIL_SUBJECT_MAX = 300;
export const MAIL_BODY_MAX = 20_000;

const STORE_NAME: MailVariable = { path: 'store.name', description: "The store's name" };
const FIRST_NAME: MailVariable = { path: 'customer.first_name', description: "The customer's first name" };
const ORDER_LINK: MailVariable = { path: 'order.link', description: 'The link that opens the order (no sign-in needed)' };

const ORDER_VARIABLES: readonly MailVariable[] = [
  STORE_NAME,
  { path: 'customer.name', description: 'The name given at checkout' },
  { path: 'order.code', description: "The order's number" },
  { path: 'order.status', description: "The order's status (Shipped, Delivered, Cancelled…)" },
  { path: 'order.what_happens_next', description: 'A sentence on what happens next at this status' },
  ORDER_LINK,
];

const ACCOUNT_VARIABLES: readonly MailVariable[] = [
  STORE_NAME,
  FIRST_NAME,
  { path: 'account.sign_in_link', description: 'The link to the sign-in page' },
];

function accountTemplate(name: MailTemplateName, title: string, subject: string, body: string, signsIn: boolean): MailTemplateDefinition {
  const verb = name.slice('account-'.length);
  const signIn = signsIn ? '\n\nSign in: {{ account.sign_in_link }}' : '';
  return {
    name,
    title,
    sentWhen: `When the store ${verb}s a customer's account`,
    subject: `${subject} at {{ store.name }}`,
    body: `Hello {{ customer.first_name }},\n\n${body}${signIn}\n\n{{ store.name }}`,
    variables: ACCOUNT_VARIABLES,
  };
}

export const MAIL_TEMPLATES: readonly MailTemplateDefinition[] = [
  {
    name: 'order-confirmation',
    title: 'Order confirmation',
    sentWhen: 'When a shopper places an order',
    subject: 'Your order {{ order.code }} at {{ store.name }}',
    body: [
      'Hello {{ customer.name }},',
      '',
      'thank you for your order {{ order.code }} at {{ store.name }}.',
      '',
      '{{ order.summary }}',
      '',
      'Status: {{ order.status }}. {{ order.what_happens_next }}',
      '{{ order.payment_instructions }}',
      '',
      'See your order at any time: {{ order.link }}',
    ].join('\n'),
    variables: [
      ...ORDER_VARIABLES,
      { path: 'order.summary', description: 'What was ordered, discount, shipping, tax and total, one line each' },
      { path: 'order.lines', description: 'The ordered items', fields: ['name', 'variant', 'quantity', 'amount'] },
      { path: 'order.total', description: 'The total with its currency' },
      { path: 'order.payment_method', description: 'How the order is paid' },
      { path: 'order.payment_instructions', description: 'How to pay, for bank transfer and the like (may be empty)' },
    ],
  },
  {
    name: 'order-status',
    title: 'Order status change',
    sentWhen: 'When the store moves an order on (shipped, delivered, cancelled…)',
    subject: 'Your order {{ order.code }} is {{ order.status }}',
    body: [
      'Hello {{ customer.name }},',
      '',
      'your order {{ order.code }} at {{ store.name }} is now {{ order.status }}.',
      '{{ order.what_happens_next }}',
      '{%- if order.has_tracking %}',
      '',
      'Tracking number: {{ order.tracking_number | default: "(none given)" }}',
      '{%- if order.tracking_url != blank %}',
      'Track it: {{ order.tracking_url }}',
      '{%- endif %}',
      '{%- endif %}',
      '',
      'See your order at any time: {{ order.link }}',
    ].join('\n'),
    variables: [
      ...ORDER_VARIABLES,
      { path: 'order.has_tracking', description: 'True when a shipped order has a tracking number or link' },
      { path: 'order.tracking_number', description: 'The tracking number (may be empty)' },
      { path: 'order.tracking_url', description: 'The tracking link (may be empty)' },
    ],
  },
  {
    name: 'password-reset',
    title: 'Password reset',
    sentWhen: 'When a customer asks to reset their password',
    subject: 'Reset your {{ store.name }} password',
    body:
      'Hello {{ customer.first_name }},\n\nSomeone asked to reset the password of your {{ store.name }} account. To choose a new password, open:\n\n' +
      '{{ reset.link }}\n\nThe link works once and expires in {{ reset.minutes }} minutes. If you did not ask, ignore this email: your password stays the same.\n',
    variables: [
      STORE_NAME,
      FIRST_NAME,
      { path: 'reset.link', description: 'The link that chooses a new password (works once)' },
      { path: 'reset.minutes', description: 'How many minutes the link works' },
    ],
  },
  accountTemplate(
    'account-approve',
    'Account approved',
    'Your account is approved',
    'The store approved your account: you can sign in now.',
    true,
  ),
  accountTemplate(
    'account-reject',
    'Account rejected',
    'Your account was not approved',
    'The store did not approve your account, so it cannot be signed in to. Reply to the store if you think this is a mistake.',
    false,
  ),
  accountTemplate(
    'account-deactivate',
    'Account deactivated',
    'Your account was deactivated',
    'The store deactivated your account, so it cannot be signed in to any more. Contact the store to have it reactivated.',
    false,
  ),
  accountTemplate(
    'account-reactivate',
    'Account reactivated',
    'Your account is active again',
    'The store reactivated your account: you can sign in again.',
    true,
  ),
];

export function mailTemplateDefinition(name: MailTemplateName): MailTemplateDefinition {
  return MAIL_TEMPLATES.find((template) => template.name === name)!;
}
