/**
 * AccessApi over HTTP: the store API's Activity and API keys calls (owner-activity.contract.ts,
 * owner-api-keys.contract.ts), with the owner token as the bearer token, each as declared there.
 */
import type { AccessApi, ActivityFilter, ApiKeyDraft } from '../../application/ports/owner-access-api.port';
import { ACTIVITY_CALLS } from '../../contracts/owner-activity.contract';
import { API_KEY_CALLS } from '../../contracts/owner-api-keys.contract';
import { callApi } from './call-api';
import type { OwnerApiDeps } from './owner-call-helpers';

export class HttpAccessApi implements AccessApi {
  constructor(private readonly deps: OwnerApiDeps) {}

  activity(filter: ActivityFilter) {
    const query = {
      ...(filter.member === undefined ? {} : { Member: filter.member }),
      ...(filter.apiKey === undefined ? {} : { ApiKey: filter.apiKey }),
      ...(filter.action ? { Action: filter.action } : {}),
      ...(filter.before === undefined ? {} : { Before: filter.before }),
    };
    return callApi(this.deps, ACTIVITY_CALLS.activity, query, (data) => data);
  }

  activityChoices() {
    return callApi(this.deps, ACTIVITY_CALLS.activityFilters, undefined, (data) => data);
  }

  apiKeys() {
    return callApi(this.deps, API_KEY_CALLS.apiKeys, undefined, (data) => data);
  }

  createApiKey(draft: ApiKeyDraft) {
    const body = { Name: draft.name, Scopes: draft.scopes, RatePerMinute: draft.ratePerMinute };
    return callApi(this.deps, API_KEY_CALLS.createApiKey, body, (data) => data);
  }

  revokeApiKey(apiKeyID: number) {
    return callApi(this.deps, API_KEY_CALLS.revokeApiKey, { ApiKeyID: apiKeyID }, (data) => data.key);
  }
}
