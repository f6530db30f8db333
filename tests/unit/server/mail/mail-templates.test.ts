/**
 * Mail templates (decision 108): the defaults write exactly the mails the store API wrote in code,
 * no value can put markup in the HTML version, and a template that does not parse, reads an unknown
 * variable or filter, pulls in a file or exceeds a limit is refused naming its field and line.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_ACTIONS } from '../../../../src/domain/identity/customer-transitions';
import { MAIL_TEMPLATES, mailTemplateDefinition, type MailValues } from '../../../../src/domain/mail/mail-templates';
import { customerStatusMail } from '../../../../server/store-api/customers/customer-status-mail';
import { confirmationMail } from '../../../../server/store-api/orders/order-mail';
import type { OrderView } from '../../../../server/store-api/orders/order-view';
import type { OrderRow } from '../../../../server/store-api/orders/order.repository';
import { statusChangeMail } from '../../../../server/store-api/orders/status-mail';
import { mailHtml, mailTemplateProblem, renderMailTemplate } from '../../../../server/store-api/mail-templates/mail-template-engine';
import { sampleMailValues } from '../../../../server/store-api/mail-templates/sample-mail-values';

const text = fc.string({ maxLength: 40 });
const sample = (name: (typeof MAIL_TEMPLATES)[number]['name']) =>
  sampleMailValues(name, { name: 'Aurora', currency: 'EUR', link: (path) => `http://aurora.localhost:3000${path}` });

function orderView(o: {
  name: string;
  code: string;
  status: string;
  instructions: string;
  email: string;
  variant: string | null;
}): OrderView {
  return {
    code: o.code,
    status: o.status,
    whatHappensNext: 'We check your order.',
    paymentInstructions: o.instructions,
    paymentMethod: 'Bank transfer',
    currency: { abbreviation: 'EUR', rate: 1 },
    contact: { fullName: o.name, email: o.email, phone: '' },
    lines: [{ itemName: 'Shirt <b>', variantName: o.variant, quantity: 2, unitCents: 1250, addons: [] }],
    discountLabel: '',
    giftCardLast4: '',
    shippingMethod: { name: 'Standard', rateCents: 500 },
    tax: { rate: '0', included: false },
    shownTotals: { discount: 0, shipping: 500, tax: 0, giftCard: 0, total: 3000 },
  } as unknown as OrderView;
}

describe('default mail templates', () => {
  it('write the order confirmation exactly as before templates', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, text, text, fc.option(text), async (name, code, instructions, store, variant) => {
        const mail = confirmationMail(
          1,
          store,
          orderView({ name, code, status: 'Verification Pending', instructions, email: 'a@b.c', variant }),
          'http://x/o',
        );
        const definition = mailTemplateDefinition('order-confirmation');
        const rendered = await renderMailTemplate(definition, definition, mail!.template!.values);
        expect(rendered.text).toBe(mail!.text);
        expect(rendered.subject).toBe(mail!.subject.replace(/\s*\n\s*/gu, ' ').trim());
      }),
      { numRuns: 60 },
    );
  });

  it('write the status change exactly as before, with and without tracking', async () => {
    const statuses = fc.constantFrom('Shipped', 'Delivered', 'Cancelled', 'Processing');
    await fc.assert(
      fc.asyncProperty(text, statuses, fc.option(text), fc.option(text), async (name, status, trackingNumber, trackingUrl) => {
        const order = {
          code: 'A-1',
          status,
          contact: { fullName: name, email: 'a@b.c' },
          trackingNumber,
          trackingUrl,
        } as unknown as OrderRow;
        const mail = statusChangeMail(1, 'Aurora', order, 'http://x/o')!;
        const definition = mailTemplateDefinition('order-status');
        const rendered = await renderMailTemplate(definition, definition, mail.template!.values);
        expect(rendered.text).toBe(mail.text);
        expect(rendered.subject).toBe(mail.subject);
      }),
      { numRuns: 80 },
    );
  });

  it('write each account mail exactly as before', async () => {
    for (const action of CUSTOMER_ACTIONS) {
      const mail = customerStatusMail(1, 'Aurora', { email: 'a@b.c', firstName: 'Ada' }, action, 'http://x/signin')!;
      const definition = mailTemplateDefinition(mail.template!.name);
      const rendered = await renderMailTemplate(definition, definition, mail.template!.values);
      expect(rendered).toMatchObject({ subject: mail.subject, text: mail.text });
    }
  });

  it('every default renders with its sample values', async () => {
    for (const definition of MAIL_TEMPLATES) expect(await mailTemplateProblem(definition, definition, sample(definition.name))).toBeNull();
  });
});

describe('the HTML version', () => {
  /** What is left of the HTML once the layout's own tags are taken out: no `<` may come from a value. */
  const strayMarkup = (html: string) =>
    html.replace(/<\/?(?:!doctype html|html|head|meta[^>]*|title|body[^>]*|div[^>]*|p|br|ul|li|a|a href="[^"<>]*")>/gu, '').includes('<');

  it('escapes any value the customer or the owner typed', async () => {
    const definition = mailTemplateDefinition('order-confirmation');
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (name, store) => {
        const values = sample('order-confirmation') as MailValues & { customer: { name: string } };
        const rendered = await renderMailTemplate(definition, definition, {
          ...values,
          store: { name: store },
          customer: { name: `${name}<script>alert(1)</script>` },
        });
        expect(strayMarkup(rendered.html)).toBe(false);
        expect(rendered.html).not.toContain('<script');
      }),
      { numRuns: 100 },
    );
  });

  it('escapes markup the owner writes in the template itself', async () => {
    const definition = mailTemplateDefinition('password-reset');
    const rendered = await renderMailTemplate(
      definition,
      { subject: '<b>Hi</b>', body: '<img src=x onerror=alert(1)> {{ reset.link }}' },
      sample('password-reset'),
    );
    expect(rendered.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(rendered.html).toContain('<a href="http://aurora.localhost:3000/resetpassword">');
    expect(strayMarkup(rendered.html)).toBe(false);
  });

  it('makes lists of "- " lines and keeps paragraphs', () => {
    expect(mailHtml('S', 'Hello,\n\n- one\n- two\n\nBye')).toContain('<p>Hello,</p>\n<ul><li>one</li><li>two</li></ul>\n<p>Bye</p>');
  });
});

describe('a template the owner writes', () => {
  const definition = mailTemplateDefinition('order-confirmation');
  const problem = (source: { subject?: string; body?: string }) =>
    mailTemplateProblem(
      definition,
      { subject: source.subject ?? 'Order {{ order.code }}', body: source.body ?? 'Hi' },
      sample('order-confirmation'),
    );

  it('may loop over the lines and use the filters Liquid has', async () => {
    const rendered = await renderMailTemplate(
      definition,
      {
        subject: 'Order {{ order.code | upcase }}',
        body: '{% for line in order.lines %}{{ line.quantity }} x {{ line.name }}\n{% endfor %}{{ order.lines.size }}',
      },
      sample('order-confirmation'),
    );
    expect(rendered.subject).toBe('Order SAMPLE-1001');
    expect(rendered.text).toBe('2 x Linen shirt\n1 x Canvas tote\n2');
  });

  it('is refused with its field and line when it does not parse', async () => {
    expect(await problem({ body: 'Hello\n\n{% if order.code %}open' })).toMatchObject({ field: 'Body', line: 3 });
  });

  it('is refused naming an unknown filter or variable', async () => {
    expect(await problem({ subject: 'Order {{ order.code | shout }}' })).toMatchObject({
      field: 'Subject',
      line: 1,
      message: expect.stringContaining('shout'),
    });
    expect(await problem({ body: 'Hi\n{{ customer.password }}' })).toMatchObject({
      field: 'Body',
      line: 2,
      message: 'Body, line 2: there is no variable customer.password in this mail',
    });
    expect(await problem({ body: '{% for line in order.lines %}{{ line.secret }}{% endfor %}' })).toMatchObject({ field: 'Body' });
    expect(await problem({ body: '{{ order.constructor }}' })).toMatchObject({ field: 'Body' });
  });

  it('cannot read files', async () => {
    for (const tag of ['include', 'render', 'layout'])
      expect(await problem({ body: `{% ${tag} "/etc/passwd" %}` })).toMatchObject({ field: 'Body', message: expect.stringContaining(tag) });
  });

  it('is refused when it would cost more than the limits allow', async () => {
    expect(await problem({ body: '{% for i in (1..100000000) %}{{ order.summary }}{% endfor %}' })).toMatchObject({
      field: 'Body',
      line: 1,
    });
  });
});
