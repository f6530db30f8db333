/**
 * InboxApi over HTTP: the store API's /Owner/Messages, /Owner/Message, /Owner/MessageFile and
 * /Owner/SetMessageState, with the owner token as the bearer token (same origin as the studio); the
 * calls as declared in owner-calls.ts.
 */
import type { InboxApi, MessageCounts, MessagePage, MessageSummary, OwnerMessage } from '../../application/ports/owner-inbox-api.port';
import type { MessageBox } from '../../domain/forms/inbox-message';
import type { OwnerApiDeps } from './owner-call-helpers';
import { callApi, fetchCallFile } from './call-api';
import { OWNER_CALLS } from '../../contracts/owner-calls';

export class HttpInboxApi implements InboxApi {
  constructor(private readonly deps: OwnerApiDeps) {}

  messages(filters: { box: MessageBox; page: number }) {
    return callApi(this.deps, OWNER_CALLS.messages, { Box: filters.box, Page: filters.page }, (data) => data as MessagePage);
  }

  message(messageID: number) {
    return callApi(
      this.deps,
      OWNER_CALLS.message,
      { MessageID: messageID },
      (data) => data as { message: OwnerMessage; counts: MessageCounts },
    );
  }

  setMessageState(messageID: number, change: { read?: boolean; archived?: boolean }) {
    const body = {
      MessageID: messageID,
      ...(change.read === undefined ? {} : { Read: change.read }),
      ...(change.archived === undefined ? {} : { Archived: change.archived }),
    };
    return callApi(this.deps, OWNER_CALLS.setMessageState, body, (data) => data as { message: MessageSummary; counts: MessageCounts });
  }

  messageFile(messageID: number, fileID: number) {
    return fetchCallFile(this.deps, OWNER_CALLS.messageFile, { MessageID: messageID, FileID: fileID });
  }

  counts() {
    return callApi(this.deps, OWNER_CALLS.messages, { PageSize: 1 }, (data) => (data as MessagePage).counts);
  }
}
