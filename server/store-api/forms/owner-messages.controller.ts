/**
 * The studio's Messages (docs/back-office.md): GET /Owner/Messages (a box, paged, with every box's
 * count), GET /Owner/Message (one message, which opening marks read), GET /Owner/MessageFile (a file
 * answer, as a download) and POST /Owner/SetMessageState (read or unread, archived or not). Owner
 * token only: its WebID is the only store any of these reads or writes; another store's message is a
 * 404 like an unknown one.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/database/client';
import { sendAttachment } from '../http/attachment';
import { ok, parseOr400, sendError } from '../http/envelope';
import { ownerGuard, ownerOf } from '../platform/owner-guard';
import { listMessages, messageCounts, messageFile, openMessage, setMessageState } from './owner-messages.repository';
import { messageFileQuery, messageIdQuery, messageListQuery, setMessageStateBody } from '../../../src/contracts/owner-messages.contract';
import type { OwnerTokenService } from '../platform/owner-token.service';

const NO_MESSAGE = 'No such message in this store';

export function registerOwnerMessagesController(app: FastifyInstance, deps: { db: Db; tokens: OwnerTokenService }) {
  const guard = { preHandler: ownerGuard(deps.tokens) };

  app.get('/Owner/Messages', guard, async (request, reply) => {
    const query = parseOr400(messageListQuery, request.query, reply);
    if (!query) return reply;
    return ok(await listMessages(deps.db, ownerOf(request).WebID, query));
  });

  app.get('/Owner/Message', guard, async (request, reply) => {
    const query = parseOr400(messageIdQuery, request.query, reply);
    if (!query) return reply;
    const { WebID } = ownerOf(request);
    const message = await openMessage(deps.db, WebID, query.MessageID);
    return message ? ok({ message, counts: await messageCounts(deps.db, WebID) }) : sendError(reply, 404, NO_MESSAGE);
  });

  app.get('/Owner/MessageFile', guard, async (request, reply) => {
    const query = parseOr400(messageFileQuery, request.query, reply);
    if (!query) return reply;
    const file = await messageFile(deps.db, ownerOf(request).WebID, query.MessageID, query.FileID);
    if (!file) return sendError(reply, 404, 'No such file on this message');
    return sendAttachment(reply, { fileName: file.fileName, contentType: file.contentType, data: Buffer.from(file.dataBase64, 'base64') });
  });

  app.post('/Owner/SetMessageState', guard, async (request, reply) => {
    const body = parseOr400(setMessageStateBody, request.body ?? {}, reply);
    if (!body) return reply;
    const { WebID } = ownerOf(request);
    const message = await setMessageState(deps.db, WebID, body);
    return message ? ok({ message, counts: await messageCounts(deps.db, WebID) }) : sendError(reply, 404, NO_MESSAGE);
  });
}
