/**
 * The studio's Messages calls (docs/back-office.md): the inbox of contact and forms-section messages (boxes,
 * paging, counts), opening one (which marks it read), read/unread and archive changes, file answers
 * as downloads for the owner only; and the owner's mail on a new message and a new order, each
 * switchable in the store's settings and never failing the shopper's message or order. Every call
 * refuses a customer's token, no token and another store's owner.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, storeOwners, stores, studioAccounts } from '../../server/store-api/db/schema';
import { identityCalls, type Any } from './support/identity-calls';
import { placeAuroraOrder } from './support/order-fixtures';
import { startStoreApiWithOpenStores } from './support/test-server';
import { jobsSettled } from './support/queued-jobs';

// Atelier's forms section has a file field; the seed keeps Atelier closed, so it is opened here.
const server = startStoreApiWithOpenStores(['atelier']);
const { call, guest, ownerToken } = identityCalls(server);
const db = () => server.host.database!.db;

let sent = 0;
/** A contact message to the store, from a sender whose name is unique to the call. */
async function contactMessage(store: string) {
  const name = `Sender ${++sent} ${Date.now()}`;
  const answer = await call('/Form/Submit', {
    token: (await guest(store)).accessToken,
    body: {
      source: 'contact',
      pagePath: '/contact',
      fields: [
        { fieldName: 'Name', value: name },
        { fieldName: 'Email', value: 'ann@example.com' },
        { fieldName: 'Message', value: 'Is the linen dress lined?\nThank you.' },
      ],
    },
  });
  expect(answer.status).toBe(200);
  return { messageID: answer.body.data.submissionID as number, name };
}

const GIF = Buffer.from('GIF89a tiny picture');
async function commissionWithFile() {
  const answer = await call('/Form/Submit', {
    token: (await guest('atelier')).accessToken,
    body: {
      source: 'form',
      sectionId: 'temp-ateform00007',
      pagePath: '/',
      fields: [
        { fieldName: 'Your name', value: 'Cleo' },
        { fieldName: 'Email', value: 'cleo@example.com' },
        { fieldName: 'Piece', value: 'Bowl' },
        { fieldName: 'Details', value: 'Two, oat glaze' },
        { fieldName: 'Reference picture', value: '', file: { name: 'ref é.gif', type: 'image/gif', base64: GIF.toString('base64') } },
      ],
    },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.submissionID as number;
}

const setState = (token: string, body: unknown) => call('/Owner/SetMessageState', { token, body });
// Every owner of a store is told; the seed's owner of every demo store (owner@webx.example) gets its own
// copy, so the store's own owner's mails are counted here.
const allMailsOf = async (kind: string) => (await jobsSettled(db()), db().select().from(mailOutbox).where(eq(mailOutbox.kind, kind)));
const mailsOf = async (kind: string) => (await allMailsOf(kind)).filter((mail) => mail.to !== 'owner@webx.example');
async function setNotifications(store: string, value: { newOrder: boolean; newMessage: boolean }) {
  await db()
    .update(stores)
    .set({ settings: sql`${stores.settings} || ${JSON.stringify({ ownerNotifications: value })}::jsonb` })
    .where(eq(stores.name, store));
}

describe("owner message calls refuse everyone but the store's owner", () => {
  it("a customer token, no token and another store's owner never see or change a message", async () => {
    const { messageID } = await contactMessage('aurora');
    const visitor = await guest('aurora');
    const nordicOwner = await ownerToken('nordic');
    const reads = ['/Owner/Messages', `/Owner/Message?MessageID=${messageID}`, `/Owner/MessageFile?MessageID=${messageID}&FileID=1`];
    for (const path of reads) {
      expect((await call(path, { token: visitor.accessToken })).status, path).toBe(401);
      expect((await call(path)).status, path).toBe(401);
    }
    expect((await setState(visitor.accessToken, { MessageID: messageID, Read: true })).status).toBe(401);
    expect((await call('/Owner/SetMessageState', { body: { MessageID: messageID, Read: true } })).status).toBe(401);
    expect((await call(`/Owner/Message?MessageID=${messageID}`, { token: nordicOwner })).status).toBe(404);
    expect((await setState(nordicOwner, { MessageID: messageID, Archived: true })).status).toBe(404);
    const nordicList = await call('/Owner/Messages', { token: nordicOwner });
    expect(nordicList.body.data.messages.map((m: Any) => m.messageID)).not.toContain(messageID);
    // Nothing the others tried changed it: still unread and in the inbox.
    const own = await call('/Owner/Messages?Box=unread', { token: await ownerToken('aurora') });
    expect(own.body.data.messages.map((m: Any) => m.messageID)).toContain(messageID);
  });

  it('answers 400 naming the field for malformed queries and bodies, never a 5xx', async () => {
    const owner = await ownerToken('aurora');
    const cases: Array<[string, string]> = [
      ['/Owner/Messages?Box=spam', 'Box'],
      ['/Owner/Messages?Page=0', 'Page'],
      ['/Owner/Messages?PageSize=1000', 'PageSize'],
      ['/Owner/Message?MessageID=abc', 'MessageID'],
      ['/Owner/Message', 'MessageID'],
      ['/Owner/Message?MessageID=99999999999', 'MessageID'],
      ['/Owner/MessageFile?MessageID=1', 'FileID'],
      ['/Owner/MessageFile?MessageID=-1&FileID=1', 'MessageID'],
    ];
    for (const [path, field] of cases) {
      const answer = await call(path, { token: owner });
      expect(answer.status, path).toBe(400);
      expect(answer.body.data.errors[0].field, path).toBe(field);
    }
    for (const [body, field] of [
      [{ MessageID: 'x', Read: true }, 'MessageID'],
      [{ MessageID: 1, Read: 'yes' }, 'Read'],
      [{ MessageID: 1, Archived: 1 }, 'Archived'],
      [{ MessageID: 1 }, 'Read'],
    ] as const) {
      const answer = await setState(owner, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.data.errors[0].field, JSON.stringify(body)).toBe(field);
    }
    expect((await call('/Owner/SetMessageState', { token: owner, body: [] })).status).toBe(400);
  });
});

describe('the inbox', () => {
  it('lists messages newest first and paged, leaves newsletter sign-ups out, and counts every box', async () => {
    const owner = await ownerToken('aurora');
    const first = await contactMessage('aurora');
    const second = await contactMessage('aurora');
    const signUp = await call('/Form/Submit', {
      token: (await guest('aurora')).accessToken,
      body: { source: 'subscribe', pagePath: '/', fields: [{ fieldName: 'Email', value: 'news@example.com' }] },
    });
    expect(signUp.status).toBe(200);
    const page1 = await call('/Owner/Messages?PageSize=1', { token: owner });
    expect(page1.status).toBe(200);
    expect(page1.body.data.messages).toEqual([
      expect.objectContaining({
        messageID: second.messageID,
        source: 'contact',
        origin: 'Contact page',
        senderName: second.name,
        senderEmail: 'ann@example.com',
        preview: 'Is the linen dress lined? Thank you.',
        hasFiles: false,
        readAt: null,
        archivedAt: null,
      }),
    ]);
    const page2 = await call('/Owner/Messages?PageSize=1&Page=2', { token: owner });
    expect(page2.body.data.messages[0].messageID).toBe(first.messageID);
    const all = await call('/Owner/Messages?PageSize=100', { token: owner });
    expect(all.body.data.messages.map((m: Any) => m.messageID)).not.toContain(signUp.body.data.submissionID);
    expect(all.body.data.total).toBe(all.body.data.counts.inbox);
    const { counts } = all.body.data;
    expect(counts.inbox).toBe(counts.unread + counts.read);
  });

  it('opening a message shows every answer and marks it read; the owner marks it unread, archives it and takes it back', async () => {
    const owner = await ownerToken('aurora');
    const { messageID, name } = await contactMessage('aurora');
    const before = (await call('/Owner/Messages?PageSize=1', { token: owner })).body.data.counts;
    const opened = await call(`/Owner/Message?MessageID=${messageID}`, { token: owner });
    expect(opened.status).toBe(200);
    expect(opened.body.data.message).toMatchObject({ messageID, senderName: name, senderEmail: 'ann@example.com', files: [] });
    expect(opened.body.data.message.fields.map((f: Any) => [f.fieldName, f.value])).toEqual([
      ['Name', name],
      ['Email', 'ann@example.com'],
      ['Message', 'Is the linen dress lined?\nThank you.'],
    ]);
    const readAt = opened.body.data.message.readAt as string;
    expect(readAt).toEqual(expect.any(String));
    expect(opened.body.data.counts.unread).toBe(before.unread - 1);
    // Opening again keeps the first reading's time.
    expect((await call(`/Owner/Message?MessageID=${messageID}`, { token: owner })).body.data.message.readAt).toBe(readAt);
    const inBox = async (box: string) =>
      (await call(`/Owner/Messages?Box=${box}&PageSize=100`, { token: owner })).body.data.messages.some(
        (m: Any) => m.messageID === messageID,
      );
    expect([await inBox('read'), await inBox('unread')]).toEqual([true, false]);

    const unread = await setState(owner, { MessageID: messageID, Read: false });
    expect(unread.status).toBe(200);
    expect(unread.body.data.message.readAt).toBeNull();
    expect(unread.body.data.counts.unread).toBe(before.unread);
    expect(await inBox('unread')).toBe(true);

    const archived = await setState(owner, { MessageID: messageID, Archived: true });
    expect(archived.body.data.message).toMatchObject({ readAt: null, archivedAt: expect.any(String) });
    expect(archived.body.data.counts.archived).toBe(before.archived + 1);
    expect([await inBox('archived'), await inBox('inbox'), await inBox('unread')]).toEqual([true, false, false]);

    const back = await setState(owner, { MessageID: messageID, Archived: false, Read: true });
    expect(back.body.data.message).toMatchObject({ readAt: expect.any(String), archivedAt: null });
    expect([await inBox('archived'), await inBox('read')]).toEqual([false, true]);
  });
});

describe('file answers', () => {
  it('download as an attachment with their content type, nosniff and no-store, for the owner only', async () => {
    const owner = await ownerToken('atelier');
    const messageID = await commissionWithFile();
    const opened = await call(`/Owner/Message?MessageID=${messageID}`, { token: owner });
    expect(opened.body.data.message).toMatchObject({
      origin: 'Form on /',
      senderName: 'Cleo',
      senderEmail: 'cleo@example.com',
      hasFiles: true,
    });
    const [file] = opened.body.data.message.files as Any[];
    expect(file).toEqual({
      fileID: expect.any(Number),
      fieldName: 'Reference picture',
      fileName: 'ref é.gif',
      contentType: 'image/gif',
      size: GIF.length,
    });
    const url = `${server.baseUrl}/Owner/MessageFile?MessageID=${messageID}&FileID=${file.fileID}`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${owner}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="ref _.gif"; filename*=UTF-8''ref%20%C3%A9.gif`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await response.arrayBuffer()).equals(GIF)).toBe(true);
    expect((await fetch(url, { headers: { authorization: `Bearer ${await ownerToken('aurora')}` } })).status).toBe(404);
    expect((await fetch(url, { headers: { authorization: `Bearer ${(await guest('atelier')).accessToken}` } })).status).toBe(401);
    expect(
      (
        await fetch(`${server.baseUrl}/Owner/MessageFile?MessageID=${messageID}&FileID=${file.fileID + 1000}`, {
          headers: { authorization: `Bearer ${owner}` },
        })
      ).status,
    ).toBe(404);
  });
});

describe('the owner is told of a new message and a new order', () => {
  it('mails the owner on a new message with its answers, and not once the store switches it off', async () => {
    const { name } = await contactMessage('aurora');
    const notice = (await mailsOf('owner-new-message')).find((mail) => mail.text.includes(name));
    expect(notice).toMatchObject({ to: 'owner@aurora.example', subject: 'New message at Aurora Boutique (Contact page)' });
    expect(notice!.text).toContain(`from ${name} <ann@example.com>`);
    expect(notice!.text).toContain('Message: Is the linen dress lined?');
    await setNotifications('aurora', { newOrder: true, newMessage: false });
    try {
      const quiet = await contactMessage('aurora');
      expect((await mailsOf('owner-new-message')).some((mail) => mail.text.includes(quiet.name))).toBe(false);
    } finally {
      await setNotifications('aurora', { newOrder: true, newMessage: true });
    }
  });

  it('names a file answer in the notice without attaching it, and sends no notice for a newsletter sign-up', async () => {
    const before = (await mailsOf('owner-new-message')).length;
    await commissionWithFile();
    const mails = await mailsOf('owner-new-message');
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)).toMatchObject({ to: 'owner@atelier.example', subject: 'New message at Atelier Clay (Form on /)' });
    expect(mails.at(-1)!.text).toContain(`Reference picture: file ref é.gif (${GIF.length} bytes)`);
    expect(mails.at(-1)!.text).not.toContain(GIF.toString('base64'));
    await call('/Form/Submit', {
      token: (await guest('aurora')).accessToken,
      body: { source: 'subscribe', pagePath: '/', fields: [{ fieldName: 'Email', value: 'news2@example.com' }] },
    });
    expect((await mailsOf('owner-new-message')).length).toBe(before + 1);
  });

  it('mails the owner on a new order (once, not on a repeated request), and not once the store switches it off', async () => {
    const order = await placeAuroraOrder(server, (path, init) => call(path, init), (await guest('aurora')).accessToken);
    const notices = (await mailsOf('owner-new-order')).filter((mail) => mail.subject.includes(order.code));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ to: 'owner@aurora.example', subject: `New order ${order.code} at Aurora Boutique` });
    // The store's other owner is told once too.
    expect(
      (await allMailsOf('owner-new-order')).filter((mail) => mail.subject.includes(order.code) && mail.to === 'owner@webx.example'),
    ).toHaveLength(1);
    expect(notices[0]!.text).toContain('from Ada Lovelace <ada@example.com>');
    expect(notices[0]!.text).toMatch(/Total: .+ USD/);
    await setNotifications('aurora', { newOrder: false, newMessage: true });
    try {
      const quiet = await placeAuroraOrder(server, (path, init) => call(path, init), (await guest('aurora')).accessToken);
      expect((await mailsOf('owner-new-order')).some((mail) => mail.subject.includes(quiet.code))).toBe(false);
      // The customer's confirmation does not depend on the owner's switch.
      expect((await mailsOf('order-confirmation')).some((mail) => mail.subject.includes(quiet.code))).toBe(true);
    } finally {
      await setNotifications('aurora', { newOrder: true, newMessage: true });
    }
  });

  it('tells a staff member only of what their role covers: messages for messages only, no orders', async () => {
    const [aurora] = await db().select({ id: stores.id }).from(stores).where(eq(stores.name, 'aurora'));
    const email = `helpdesk-${Date.now()}@aurora.example`;
    const [account] = await db().insert(studioAccounts).values({ email, passwordHash: 'unused' }).returning({ id: studioAccounts.id });
    await db()
      .insert(storeOwners)
      .values({ storeId: aurora!.id, accountId: account!.id, role: 'staff', permissions: ['messages.manage'] });
    try {
      const { name } = await contactMessage('aurora');
      const order = await placeAuroraOrder(server, (path, init) => call(path, init), (await guest('aurora')).accessToken);
      const toStaff = async (kind: string) => (await allMailsOf(kind)).filter((mail) => mail.to === email);
      expect((await toStaff('owner-new-message')).map((mail) => mail.text.includes(name))).toEqual([true]);
      expect(await toStaff('owner-new-order')).toEqual([]);
      // The owners are still told of the order.
      expect((await mailsOf('owner-new-order')).some((mail) => mail.subject.includes(order.code))).toBe(true);
    } finally {
      await db().delete(studioAccounts).where(eq(studioAccounts.id, account!.id));
    }
  });

  it("a mail that cannot be sent fails neither the shopper's message nor their order", async () => {
    // The outbox is gone for a moment: every mail fails, the message and the order stand.
    await db().execute(sql`alter table mail_outbox rename to mail_outbox_away`);
    try {
      const { messageID } = await contactMessage('aurora');
      const order = await placeAuroraOrder(server, (path, init) => call(path, init), (await guest('aurora')).accessToken);
      const owner = await ownerToken('aurora');
      expect((await call(`/Owner/Message?MessageID=${messageID}`, { token: owner })).status).toBe(200);
      expect((await call(`/Owner/Order?OrderID=${order.orderID}`, { token: owner })).status).toBe(200);
    } finally {
      await db().execute(sql`alter table mail_outbox_away rename to mail_outbox`);
    }
  });
});
