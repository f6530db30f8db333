/**
 * InboxApi over HTTP: the store API's /Owner/Messages, /Owner/Message, /Owner/MessageFile and
 * /Owner/SetMessageState, with the owner token as the bearer token (same origin as the studio).
 */
import type { InboxApi, MessageCounts, MessagePage, MessageSummary, OwnerMessage } from '../../application/ports/owner-inbox-api.port';
import type { MessageBox } from '../../domain/forms/inbox-message';
import { callOwnerApi, type OwnerApiDeps } from './http-studio-api';
import { fetchOwnerFile, ownerQuery } from './owner-call-helpers';
import type { z } from 'zod';
import type { setMessageStateBody } from '../../contracts/owner-messages.contract';

export class HttpInboxApi implements InboxApi {
  constructor(private readonly deps: OwnerApiDeps) {}

  messages(filters: { box: MessageBox; page: number }) {
    return callOwnerApi<MessagePage>(this.deps, 'GET', `Owner/Messages${ownerQuery({ Box: filters.box, Page: filters.page })}`);
  }

  message(messageID: number) {
    return callOwnerApi<{ message: OwnerMessage; counts: MessageCounts }>(
      this.deps,
      'GET',
      `Owner/Message${ownerQuery({ MessageID: messageID })}`,
    );
  }

  setMessageState(messageID: number, change: { read?: boolean; archived?: boolean }) {
    return callOwnerApi<{ message: MessageSummary; counts: MessageCounts }>(this.deps, 'POST', 'Owner/SetMessageState', {
      MessageID: messageID,
      ...(change.read === undefined ? {} : { Read: change.read }),
      ...(change.archived === undefined ? {} : { Archived: change.archived }),
    } satisfies z.input<typeof setMessageStateBody>);
  }

  messageFile(messageID: number, fileID: number) {
    return fetchOwnerFile(this.deps, `Owner/MessageFile${ownerQuery({ MessageID: messageID, FileID: fileID })}`);
  }

  counts() {
    return callOwnerApi<MessageCounts, MessagePage>(this.deps, 'GET', 'Owner/Messages?PageSize=1', undefined, (data) => data.counts);
  }
}
