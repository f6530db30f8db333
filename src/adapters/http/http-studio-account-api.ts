/** StudioAccountApi over HTTP: the store API's studio account calls (studio-account.contract.ts), as declared in owner-calls.ts. */
import type { SignInCode, StudioAccountApi } from '../../application/ports/studio-account-api.port';
import type { OwnerSession } from '../../application/ports/studio-api.port';
import { OWNER_CALLS } from '../../contracts/owner-calls';
import { callApi } from './call-api';
import type { OwnerApiDeps } from './owner-call-helpers';

export class HttpStudioAccountApi implements StudioAccountApi {
  constructor(private readonly deps: OwnerApiDeps) {}

  account() {
    return callApi(this.deps, OWNER_CALLS.account, undefined);
  }

  changePassword(currentPassword: string, newPassword: string) {
    return callApi(this.deps, OWNER_CALLS.changePassword, { CurrentPassword: currentPassword, NewPassword: newPassword }, (data) => ({
      ownerToken: data.ownerToken,
    }));
  }

  forgotPassword(email: string) {
    return callApi(this.deps, OWNER_CALLS.forgotPassword, { Email: email }, () => null);
  }

  resetPassword(token: string, newPassword: string) {
    return callApi(this.deps, OWNER_CALLS.resetPassword, { Token: token, NewPassword: newPassword }, () => null);
  }

  signInCode(challenge: string, code: SignInCode) {
    const body = 'code' in code ? { Challenge: challenge, Code: code.code } : { Challenge: challenge, RecoveryCode: code.recoveryCode };
    return callApi(this.deps, OWNER_CALLS.signInCode, body, (data) => data as OwnerSession);
  }

  setUpTwoFactor(password: string) {
    return callApi(this.deps, OWNER_CALLS.setUpTwoFactor, { Password: password }, ({ secret, qrCode }) => ({ secret, qrCode }));
  }

  confirmTwoFactor(code: string) {
    return callApi(this.deps, OWNER_CALLS.confirmTwoFactor, { Code: code });
  }

  turnOffTwoFactor(password: string) {
    return callApi(this.deps, OWNER_CALLS.turnOffTwoFactor, { Password: password }, () => null);
  }

  newRecoveryCodes(password: string) {
    return callApi(this.deps, OWNER_CALLS.newRecoveryCodes, { Password: password });
  }
}
