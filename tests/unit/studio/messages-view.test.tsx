// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InboxApi, MessageCounts, MessageSummary, OwnerMessage } from '../../../src/application/ports/owner-inbox-api.port';
import { replyLink } from '../../../src/domain/forms/inbox-message';
import MessagesView from '../../../src/studio/messages/messages-view';
import { UnreadMessagesProvider } from '../../../src/studio/messages/unread-messages';
import { StudioNav } from '../../../src/studio/studio-nav';
import { viewOf } from '../../../src/studio/studio-pages';
import { itemIdOf } from '../../../src/studio/use-studio-view';

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

const ann: OwnerMessage = {
  messageID: 7,
  source: 'form',
  origin: 'Form on /commissions',
  pagePath: '/commissions',
  senderName: 'Ann Potter',
  senderEmail: 'ann@example.com',
  preview: 'Two bowls, oat glaze',
  hasFiles: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt: null,
  archivedAt: null,
  fields: [
    { fieldName: 'Your name', value: 'Ann Potter' },
    { fieldName: 'Details', value: 'Two bowls,\noat glaze' },
    { fieldName: 'Reference picture', value: '', file: { name: 'ref.gif', type: 'image/gif', size: 2048 } },
  ],
  files: [{ fileID: 3, fieldName: 'Reference picture', fileName: 'ref.gif', contentType: 'image/gif', size: 2048 }],
};

function fakeApi() {
  let current: MessageSummary = ann;
  const counts = (): MessageCounts => ({
    inbox: 2,
    unread: current.readAt ? 1 : 2,
    read: current.readAt ? 1 : 0,
    archived: current.archivedAt ? 1 : 0,
  });
  const api = {
    messages: vi.fn(async () => ({ ok: true as const, value: { messages: [current], total: 1, page: 1, pageSize: 25, counts: counts() } })),
    message: vi.fn(async () => {
      current = { ...current, readAt: current.readAt ?? '2026-11-21T09:00:00.000Z' };
      return { ok: true as const, value: { message: { ...ann, ...current }, counts: counts() } };
    }),
    setMessageState: vi.fn(async (_id: number, change: { read?: boolean; archived?: boolean }) => {
      if (change.read !== undefined) current = { ...current, readAt: change.read ? '2026-11-21T09:00:00.000Z' : null };
      if (change.archived !== undefined) current = { ...current, archivedAt: change.archived ? '2026-11-21T09:05:00.000Z' : null };
      return { ok: true as const, value: { message: current, counts: counts() } };
    }),
    messageFile: vi.fn(async () => ({ ok: true as const, value: new Blob(['GIF89a']) })),
    counts: vi.fn(async () => ({ ok: true as const, value: counts() })),
  } satisfies InboxApi;
  return api;
}

const renderStudio = (api: InboxApi) =>
  render(
    <UnreadMessagesProvider api={api}>
      <StudioNav current="messages" />
      <MessagesView api={api} />
    </UnreadMessagesProvider>,
  );

describe('the Messages page', () => {
  it('lists the inbox with a count per box and the unread count in the nav, and switches boxes', async () => {
    const api = fakeApi();
    renderStudio(api);
    const row = await screen.findByRole('row', { name: /Ann Potter/ });
    expect(within(row).getByText('Unread')).toBeTruthy();
    expect(within(row).getByText('Form on /commissions')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Ann Potter' }).getAttribute('href')).toBe('#messages/7');
    expect(screen.getByRole('button', { name: 'Unread 2' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Messages (2 unread)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Archived/ }));
    await vi.waitFor(() => expect(api.messages).toHaveBeenLastCalledWith({ box: 'archived', page: 1 }));
  });

  it('opens a message: its answers, a reply link and a file download; it is read, then marked unread and archived', async () => {
    const api = fakeApi();
    window.location.hash = '#messages/7';
    const createObjectURL = vi.fn(() => 'blob:ref');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderStudio(api);
    expect(await screen.findByRole('heading', { name: 'Message from Ann Potter' })).toBeTruthy();
    expect(api.message).toHaveBeenCalledWith(7);
    expect(screen.getByText('Read')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Messages (1 unread)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')).toBe(
      replyLink('ann@example.com', 'Re: your message'),
    );
    expect(screen.getByText(/Two bowls,\s+oat glaze/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Download ref.gif (2 KB)' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalled());
    expect((save.mock.contexts[0] as HTMLAnchorElement).download).toBe('ref.gif');
    save.mockRestore();
    expect(api.messageFile).toHaveBeenCalledWith(7, 3);

    fireEvent.click(screen.getByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Marked as unread.');
    expect(api.setMessageState).toHaveBeenLastCalledWith(7, { read: false });
    expect(await screen.findByRole('link', { name: 'Messages (2 unread)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('button', { name: 'Move to inbox' })).toBeTruthy();
    expect(api.setMessageState).toHaveBeenLastCalledWith(7, { archived: true });
    expect(screen.getByText('Archived')).toBeTruthy();
    await act(async () => {
      window.location.hash = '#messages';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeTruthy();
  });
});

describe('the address of a message', () => {
  it('opens the Messages page, and one message from #messages/<digits> only', () => {
    expect(viewOf('#messages')).toBe('messages');
    expect(viewOf('#messages/7')).toBe('messages');
    expect(itemIdOf('messages', '#messages/7')).toBe(7);
    expect(itemIdOf('messages', '#messages')).toBeNull();
    expect(itemIdOf('messages', '#messages/7x')).toBeNull();
  });
});

describe('the reply link', () => {
  it('is a mailto of the address with the subject encoded', () => {
    expect(replyLink('ann+shop@example.com', 'Re: your message & more')).toBe(
      'mailto:ann+shop@example.com?subject=Re%3A%20your%20message%20%26%20more',
    );
    expect(replyLink('a%b?c#d&e@example.com', 'x')).toBe('mailto:a%25b%3Fc%23d%26e@example.com?subject=x');
  });
});
