/**
 * The studio's Messages (docs/back-office.md): GET /Owner/Messages (a box, paged, with every box's
 * count), GET /Owner/Message (one message, which opening marks read), GET /Owner/MessageFile (a file
 * answer, as a download) and POST /Owner/SetMessageState (read or unread, archived or not). Owner
 * token only: its WebID is the only store any of these reads or writes; another store's message is a
 * 404 like an unknown one.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/database/client';
import { callRegistrar, fileAnswer, refused } from '../platform/register-call';
import { listMessages, messageCounts, messageFile, openMessage, setMessageState } from './owner-messages.repository';
import { MESSAGE_CALLS } from '../../../src/contracts/owner-messages.contract';
import type { OwnerTokenService } from '../platform/owner-token.service';

const NO_MESSAGE = 'No such message in this store';

export function registerOwnerMessagesController(app: FastifyInstance, deps: { db: Db; tokens: OwnerTokenService }) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });

  register(MESSAGE_CALLS.messages, async (query, { owner }) => listMessages(deps.db, owner.WebID, query));

  register(MESSAGE_CALLS.message, async (query, { owner }) => {
    const message = await openMessage(deps.db, owner.WebID, query.MessageID);
    return message ? { message, counts: await messageCounts(deps.db, owner.WebID) } : refused(404, NO_MESSAGE);
  });

  register(MESSAGE_CALLS.messageFile, async (query, { owner }) => {
    const file = await messageFile(deps.db, owner.WebID, query.MessageID, query.FileID);
    if (!file) return refused(404, 'No such file on this message');
    return fileAnswer({ fileName: file.fileName, contentType: file.contentType, data: Buffer.from(file.dataBase64, 'base64') });
  });

  register(MESSAGE_CALLS.setMessageState, async (body, { owner }) => {
    const message = await setMessageState(deps.db, owner.WebID, body);
    return message ? { message, counts: await messageCounts(deps.db, owner.WebID) } : refused(404, NO_MESSAGE);
  });
}
