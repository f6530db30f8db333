/**
 * The values a template is previewed, checked and test-sent with: the store's own name and currency,
 * a sample order and customer, links to the store's own address.
 */
import type { MailTemplateName, MailValues } from '../../../src/domain/mail/mail-templates';
import { minorText } from '../../../src/domain/money/minor-units';
import { whatHappensNext } from '../../../src/domain/orders/order-status';

export interface SampleStore {
  name: string;
  currency: string;
  /** A link to a path of the store's own address. */
  link: (path: string, params?: Record<string, string>) => string;
}

export function sampleMailValues(name: MailTemplateName, store: SampleStore): MailValues {
  const shown = (minor: number) => `${minorText(minor, store.currency)} ${store.currency}`;
  const lines = [
    { name: 'Linen shirt', variant: 'Blue, M', quantity: 2, amount: shown(9000) },
    { name: 'Canvas tote', variant: '', quantity: 1, amount: shown(2500) },
  ];
  const link = store.link('/order/1001', { t: 'sample' });
  const common = { store: { name: store.name } };
  switch (name) {
    case 'order-confirmation':
      return {
        ...common,
        customer: { name: 'Ada Lovelace' },
        order: {
          code: 'SAMPLE-1001',
          status: 'Verification Pending',
          what_happens_next: whatHappensNext('Verification Pending'),
          payment_instructions: 'Pay by bank transfer to the account the store gave, with the order number as reference.',
          payment_method: 'Bank transfer',
          summary: [
            ...lines.map((line) => `- ${line.name}${line.variant ? ` (${line.variant})` : ''} x ${line.quantity}: ${line.amount}`),
            `Shipping (Standard): ${shown(500)}`,
            `Total: ${shown(12000)}`,
          ].join('\n'),
          total: shown(12000),
          lines,
          link,
        },
      };
    case 'order-status':
      return {
        ...common,
        customer: { name: 'Ada Lovelace' },
        order: {
          code: 'SAMPLE-1001',
          status: 'Shipped',
          what_happens_next: whatHappensNext('Shipped'),
          has_tracking: true,
          tracking_number: '1Z999AA10123456784',
          tracking_url: 'https://tracking.example/1Z999AA10123456784',
          link,
        },
      };
    case 'password-reset':
      return {
        ...common,
        customer: { first_name: 'Ada' },
        reset: { link: store.link('/resetpassword', { token: 'sample' }), minutes: 60 },
      };
    default:
      return { ...common, customer: { first_name: 'Ada' }, account: { sign_in_link: store.link('/signin') } };
  }
}
