/** Payloads of the studio's Messages calls, one zod schema each: a malformed one is a 400 naming the field. */
import { z } from 'zod';
import { defineCall } from './define-call';
import { MESSAGE_BOXES } from '../domain/forms/inbox-message';
import { recordId, recordIdParam } from './input-fields.contract';
import { page, pageSize } from './owner.contract';

export const messageListQuery = z.object({
  Box: z.enum(MESSAGE_BOXES, { error: `Box must be one of ${MESSAGE_BOXES.join(', ')}` }).default('inbox'),
  Page: page,
  PageSize: pageSize,
});
export type MessageListQuery = z.infer<typeof messageListQuery>;

export const messageIdQuery = z.object({ MessageID: recordIdParam('MessageID') });
export const messageFileQuery = z.object({ MessageID: recordIdParam('MessageID'), FileID: recordIdParam('FileID') });

export const setMessageStateBody = z
  .object(
    {
      MessageID: recordId('MessageID'),
      Read: z.boolean({ error: 'Read must be true or false' }).optional(),
      Archived: z.boolean({ error: 'Archived must be true or false' }).optional(),
    },
    { error: 'The body must be an object' },
  )
  .refine((body) => body.Read !== undefined || body.Archived !== undefined, { path: ['Read'], message: 'Give Read or Archived' });
export type SetMessageStateBody = z.infer<typeof setMessageStateBody>;

/** The studio's Messages (docs/back-office.md); another store's message is a 404 like an unknown one. */
export const MESSAGE_CALLS = {
  messages: defineCall({ method: 'GET', path: '/Owner/Messages', auth: 'owner', permission: 'messages.manage', request: messageListQuery }),
  message: defineCall({ method: 'GET', path: '/Owner/Message', auth: 'owner', permission: 'messages.manage', request: messageIdQuery }),
  messageFile: defineCall({
    method: 'GET',
    path: '/Owner/MessageFile',
    auth: 'owner',
    permission: 'messages.manage',
    request: messageFileQuery,
    file: true,
  }),
  setMessageState: defineCall({
    method: 'POST',
    path: '/Owner/SetMessageState',
    auth: 'owner',
    permission: 'messages.manage',
    request: setMessageStateBody,
  }),
};
