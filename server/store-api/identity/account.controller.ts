/**
 * Account calls (spec section 7 leaves them to us): POST /Account/SignUp, /Account/SignIn,
 * /Account/SignOut, GET /Account/GetProfile, POST /Account/UpdateProfile, /Account/ChangePassword.
 * The store is the token's WebID: the same email in two stores is two customers, and one store's
 * credentials never open another's account. A wrong password and an unknown email get the same
 * answer, in the same time, and count alike toward the account's lockout.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACCOUNT_MODES, contactNeeds, initialStatus, statusRefusal } from '../../../src/domain/identity/customer-rules';
import { passwordProblem } from '../../../src/domain/identity/password-rules';
import { bearerToken, tenantGuard, webIdOf } from '../platform/tenant-guard';
import type { TokenService } from '../platform/token.service';
import { ok, parseOr400, sendError, type FieldError } from '../http/envelope';
import type { StoreRepository } from '../platform/store.repository';
import { readSiteSettings } from '../platform/site-settings';
import { accountKey, customerAccountKey, type AccountLockout } from './account-lockout.service';
import { AUTH_RATE_LIMITS, withAuthRateLimits } from '../platform/auth-rate-limits';
import { customerGuard, customerOf } from './customer-guard';
import { hashPassword, passwordMatches, type CustomerRepository } from './customer.repository';
import { changePasswordBody, signInBody, signOutBody, signUpBody, updateProfileBody } from '../../../src/contracts/identity.contract';
import type { ResetLinks } from './reset-link.repository';
import type { SessionStore } from './session.repository';

export interface AccountDeps {
  tokens: TokenService;
  stores: StoreRepository;
  customers: CustomerRepository;
  sessions: SessionStore;
  /** Failed sign-ins per account (account-lockout.service.ts). */
  lockout: AccountLockout;
  /** Reset links, which a password change voids. */
  resetLinks: ResetLinks;
}

export const WRONG_CREDENTIALS = 'The email or password is not correct';
const CONTACT_WORDS = { Email: 'email', Phone: 'phone number' } as const;
const fieldError = (reply: FastifyReply, status: number, field: string, message: string) =>
  sendError(reply, status, message, [{ field, message }]);

/** The store's account settings; null when it is gone. */
async function accountSettings(deps: AccountDeps, webId: number) {
  const store = await deps.stores.findById(webId);
  return store ? readSiteSettings(store.settings) : null;
}

function contactErrors(mode: number, email: string | undefined, phone: string | undefined): FieldError[] {
  const needs = contactNeeds(mode);
  const errors: FieldError[] = [];
  if (needs.email === 'required' && !email) errors.push({ field: 'Email', message: 'Email is required' });
  if (needs.phone === 'required' && !phone) errors.push({ field: 'Phone', message: 'Phone is required' });
  if (needs.eitherRequired && !email && !phone) errors.push({ field: 'Email', message: 'Email or phone is required' });
  return errors;
}

export function registerAccountController(app: FastifyInstance, deps: AccountDeps) {
  const guard = tenantGuard(deps.tokens, 'store-only');
  const customer = customerGuard(deps.tokens);
  const closed = (reply: FastifyReply) => sendError(reply, 403, 'This store does not offer customer accounts');

  withAuthRateLimits(app, (scope) => {
    scope.post('/Account/SignUp', { preHandler: guard, config: { rateLimit: AUTH_RATE_LIMITS.signUp } }, async (request, reply) => {
      const body = parseOr400(signUpBody, request.body ?? {}, reply);
      if (!body) return reply;
      const webId = webIdOf(request);
      const settings = await accountSettings(deps, webId);
      if (!settings || settings.account_mode === ACCOUNT_MODES.DISABLED) return closed(reply);
      const needs = contactNeeds(settings.contact_requirement_mode);
      const email = needs.email === 'hidden' ? undefined : body.Email || undefined;
      const phone = needs.phone === 'hidden' ? undefined : body.Phone || undefined;
      const errors = contactErrors(settings.contact_requirement_mode, email, phone);
      const weak = passwordProblem(body.Password, email);
      if (weak) errors.push({ field: 'Password', message: weak });
      if (errors.length > 0) return sendError(reply, 400, `Invalid request: ${errors.map((e) => e.field).join(', ')}`, errors);
      const type = body.CustomerType ?? 1;
      const created = await deps.customers.create({
        storeId: webId,
        email: email ?? null,
        phone: phone ?? null,
        firstName: body.FirstName,
        lastName: body.LastName ?? '',
        companyName: body.CompanyName ?? '',
        customerType: type,
        status: initialStatus(type),
        passwordHash: await hashPassword(body.Password),
      });
      if ('conflict' in created)
        return fieldError(
          reply,
          409,
          created.conflict,
          `An account with this ${CONTACT_WORDS[created.conflict]} already exists: sign in instead`,
        );
      const { row } = created;
      const user = await deps.customers.profile(row);
      if (statusRefusal(row.status))
        return ok({ user, tokens: null }, 'Your account was created and is waiting for the store to approve it');
      return ok({ user, tokens: await deps.sessions.open(webId, row.id) }, 'Your account was created');
    });

    scope.post('/Account/SignIn', { preHandler: guard, config: { rateLimit: AUTH_RATE_LIMITS.signIn } }, async (request, reply) => {
      const body = parseOr400(signInBody, request.body ?? {}, reply);
      if (!body) return reply;
      const webId = webIdOf(request);
      const settings = await accountSettings(deps, webId);
      if (!settings || settings.account_mode === ACCOUNT_MODES.DISABLED) return closed(reply);
      const row = await deps.customers.byLogin(webId, body.Login);
      // One count per customer, by e-mail or phone; a login no one has counts by what was typed, alike.
      const account = row ? customerAccountKey(webId, row.id) : accountKey('customer', webId, body.Login);
      if (await deps.lockout.refuse(request, reply, account)) return reply;
      if (!(await passwordMatches(row, body.Password)) || !row) {
        await deps.lockout.failed(request, account);
        return fieldError(reply, 422, 'Password', WRONG_CREDENTIALS);
      }
      await deps.lockout.succeeded(request, account);
      const refusal = statusRefusal(row.status);
      if (refusal) return sendError(reply, 403, refusal);
      return ok({ user: await deps.customers.profile(row), tokens: await deps.sessions.open(webId, row.id) }, 'Signed in');
    });

    scope.post(
      '/Account/ChangePassword',
      { preHandler: customer, config: { rateLimit: AUTH_RATE_LIMITS.resetPassword } },
      async (request, reply) => {
        const body = parseOr400(changePasswordBody, request.body ?? {}, reply);
        if (!body) return reply;
        const me = customerOf(request);
        const row = await deps.customers.byId(me.storeId, me.customerId);
        if (!row) return sendError(reply, 403, 'Sign in to use your account');
        if (!(await passwordMatches(row, body.CurrentPassword)))
          return fieldError(reply, 422, 'CurrentPassword', 'Your current password is not correct');
        const weak =
          body.NewPassword === body.CurrentPassword
            ? 'NewPassword must differ from your current password'
            : passwordProblem(body.NewPassword, row.email);
        if (weak) return fieldError(reply, 400, 'NewPassword', weak);
        await deps.customers.update(me.storeId, me.customerId, { passwordHash: await hashPassword(body.NewPassword) });
        await Promise.all([
          deps.sessions.revokeAll(me.storeId, me.customerId, 'password-change', me.sessionId),
          deps.resetLinks.voidAll(me.storeId, me.customerId),
        ]);
        return ok(null, 'Your password was changed; other devices were signed out');
      },
    );
  });

  app.post('/Account/SignOut', async (request, reply) => {
    const body = parseOr400(signOutBody, request.body ?? {}, reply);
    if (!body) return reply;
    const header = bearerToken(request);
    const claims =
      (body.refreshToken ? await deps.tokens.verify(body.refreshToken, 'refresh') : null) ??
      (header ? await deps.tokens.verify(header, 'access') : null);
    if (!claims) return sendError(reply, 401, 'Unauthorized: a valid token is required');
    if (claims.SessionID) await deps.sessions.revoke(claims.WebID, claims.SessionID, 'signout');
    // The visitor carries on as a guest of the same store.
    return ok({ tokens: await deps.tokens.issuePair({ WebID: claims.WebID, UserID: '0' }) }, 'Signed out');
  });

  app.get('/Account/GetProfile', { preHandler: customer }, async (request, reply) => {
    const me = customerOf(request);
    const row = await deps.customers.byId(me.storeId, me.customerId);
    return row ? ok(await deps.customers.profile(row)) : sendError(reply, 403, 'Sign in to use your account');
  });

  app.post('/Account/UpdateProfile', { preHandler: customer }, async (request, reply) => {
    const body = parseOr400(updateProfileBody, request.body ?? {}, reply);
    if (!body) return reply;
    const me = customerOf(request);
    const current = await deps.customers.byId(me.storeId, me.customerId);
    if (!current) return sendError(reply, 403, 'Sign in to use your account');
    const settings = await accountSettings(deps, me.storeId);
    const phone = body.Phone || undefined;
    const errors = contactErrors(settings?.contact_requirement_mode ?? 2, current.email ?? undefined, phone).filter(
      (error) => error.field === 'Phone',
    );
    if (errors.length > 0) return sendError(reply, 400, 'Invalid request: Phone', errors);
    const updated = await deps.customers.update(me.storeId, me.customerId, {
      firstName: body.FirstName,
      lastName: body.LastName ?? '',
      phone: phone ?? null,
      companyName: body.CompanyName ?? current.companyName,
    });
    if ('conflict' in updated)
      return fieldError(reply, 409, updated.conflict, `Another account already uses this ${CONTACT_WORDS[updated.conflict]}`);
    if (!updated.row) return sendError(reply, 403, 'Sign in to use your account');
    return ok(await deps.customers.profile(updated.row), 'Your profile was saved');
  });
}
