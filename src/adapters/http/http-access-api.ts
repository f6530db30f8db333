/**
 * AccessApi over HTTP: the store API's Activity, API keys and Staff calls (owner-activity.contract.ts,
 * owner-api-keys.contract.ts, owner-staff.contract.ts), with the owner token as the bearer token, each as declared there.
 */
import type { AccessApi, ActivityFilter, ApiKeyDraft } from '../../application/ports/owner-access-api.port';
import { ACTIVITY_CALLS } from '../../contracts/owner-activity.contract';
import { API_KEY_CALLS } from '../../contracts/owner-api-keys.contract';
import { STAFF_CALLS } from '../../contracts/owner-staff.contract';
import type { RoleGrant } from '../../domain/staff/member-roles';
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

  staff() {
    return callApi(this.deps, STAFF_CALLS.staff, undefined, (data) => data);
  }

  inviteStaff(email: string, grant: RoleGrant) {
    const body = { Email: email, Role: grant.role, Permissions: [...grant.permissions] };
    return callApi(this.deps, STAFF_CALLS.inviteStaff, body, (data) => data.invitation);
  }

  resendInvitation(invitationID: number) {
    return callApi(this.deps, STAFF_CALLS.resendInvitation, { InvitationID: invitationID }, (data) => data.invitation);
  }

  revokeInvitation(invitationID: number) {
    return callApi(this.deps, STAFF_CALLS.revokeInvitation, { InvitationID: invitationID }, () => null);
  }

  setStaffRole(memberID: number, grant: RoleGrant) {
    const body = { MemberID: memberID, Role: grant.role, Permissions: [...grant.permissions] };
    return callApi(this.deps, STAFF_CALLS.setStaffRole, body, (data) => data.member);
  }

  removeStaff(memberID: number) {
    return callApi(this.deps, STAFF_CALLS.removeStaff, { MemberID: memberID }, () => null);
  }

  invitation(token: string) {
    return callApi(this.deps, STAFF_CALLS.invitation, { Token: token }, (data) => data);
  }

  acceptInvitation(token: string, password: string) {
    return callApi(this.deps, STAFF_CALLS.acceptInvitation, { Token: token, Password: password }, (data) => data);
  }
}
