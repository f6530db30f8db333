/** StoreSignupApi over HTTP: the store API's /Signup calls (store-signup.contract.ts) and the owner's checklist, as declared. */
import type { SignupForm, StoreSignupApi } from '../../application/ports/store-signup-api.port';
import { SETTINGS_CALLS } from '../../contracts/owner-settings.contract';
import { CHECKLIST_CALLS, SIGNUP_CALLS, type StartSignupBody } from '../../contracts/store-signup.contract';
import { callApi } from './call-api';
import type { OwnerApiDeps } from './owner-call-helpers';

export class HttpStoreSignupApi implements StoreSignupApi {
  constructor(private readonly deps: OwnerApiDeps) {}

  options() {
    return callApi(this.deps, SIGNUP_CALLS.options, undefined);
  }

  checkAddress(name: string) {
    return callApi(this.deps, SIGNUP_CALLS.checkAddress, { Name: name });
  }

  start(form: SignupForm) {
    // The theme is checked by the store API against its presets; a name it does not know is refused by field.
    return callApi(this.deps, SIGNUP_CALLS.start, { ...form, theme: form.theme as StartSignupBody['theme'] });
  }

  verify(token: string) {
    return callApi(this.deps, SIGNUP_CALLS.verify, { token }, ({ ownerToken, webID, storeName, storeTitle, email }) => ({
      ownerToken,
      webID,
      storeName,
      storeTitle,
      email,
    }));
  }

  checklist() {
    return callApi(this.deps, CHECKLIST_CALLS.checklist, undefined);
  }

  openStore() {
    return callApi(this.deps, SETTINGS_CALLS.saveSettings, { storePassword: { action: 'clear' } }, () => null);
  }
}
