import { describe, expect, it } from 'vitest';
import { messageOrigin, messagePreview, messageSender } from '../../../src/domain/forms/inbox-message';

describe('who sent a message', () => {
  it("reads the contact form's Name and Email", () => {
    expect(
      messageSender([
        { fieldName: 'Name', value: 'Ann' },
        { fieldName: 'Email', value: 'ann@example.com' },
        { fieldName: 'Message', value: 'Hello' },
      ]),
    ).toEqual({ name: 'Ann', email: 'ann@example.com' });
  });

  it("reads an owner's own field names, prefers a field named like an address, and never takes one that is no address", () => {
    expect(
      messageSender([
        { fieldName: 'Your name', value: ' Cleo ' },
        { fieldName: 'Other', value: 'x@example.com' },
        { fieldName: 'E-mail address', value: 'cleo@example.com' },
      ]),
    ).toEqual({ name: 'Cleo', email: 'cleo@example.com' });
    expect(
      messageSender([
        { fieldName: 'Email', value: 'not an address' },
        { fieldName: 'Notes', value: 'reach me at b@example.com' },
      ]),
    ).toEqual({ name: '', email: null });
    expect(messageSender([{ fieldName: 'Contact', value: 'b@example.com' }])).toEqual({ name: '', email: 'b@example.com' });
  });
});

describe('the preview of a message', () => {
  it('is the message field on one line, else the longest answer, cut at 140 characters', () => {
    expect(
      messagePreview([
        { fieldName: 'Name', value: 'Ann' },
        { fieldName: 'Message', value: 'Is it\nlined?' },
      ]),
    ).toBe('Is it lined?');
    expect(
      messagePreview([
        { fieldName: 'Piece', value: 'Bowl' },
        { fieldName: 'Glaze', value: ['Oat', 'Moss'] },
      ]),
    ).toBe('Oat, Moss');
    expect(messagePreview([{ fieldName: 'Message', value: 'a'.repeat(300) }])).toHaveLength(140);
    expect(messagePreview([{ fieldName: 'Picture', value: '', file: { name: 'a.gif', type: 'image/gif', size: 3 } }])).toBe('');
  });

  it('names where it came from', () => {
    expect(messageOrigin('contact', '/contact')).toBe('Contact page');
    expect(messageOrigin('form', '/about-us')).toBe('Form on /about-us');
  });
});
