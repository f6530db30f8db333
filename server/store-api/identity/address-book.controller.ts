/**
 * The address book calls, for the signed-in customer of the token's store only:
 * GET /Account/GetAddresses, POST /Account/SaveAddress (add, or change with AddressID),
 * /Account/DeleteAddress and /Account/SetDefaultAddress. Each answers the whole book
 * (`{ addresses }`, default first), so a page shows what the store kept. An id that is not the
 * customer's is one 404, whether it belongs to another customer or to nobody. Writes are limited
 * per customer (a book changes a few times a month, not hundreds a minute).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressIdBody, saveAddressBody, type SaveAddressBody } from '../../../src/contracts/address-book.contract';
import { checkAddressDraft, type AddressDraft } from '../../../src/domain/address/saved-address';
import type { TokenService } from '../platform/token.service';
import type { Db } from '../platform/database/client';
import { ok, parseOr400, sendError } from '../http/envelope';
import { withAuthRateLimits } from '../platform/auth-rate-limits';
import { AddressBook, type AddressWrite } from './address-book.repository';
import { customerGuard, customerOf } from './customer-guard';

const draftOf = (body: SaveAddressBody): AddressDraft => ({
  label: body.Label,
  fullName: body.FullName,
  phone: body.Phone,
  line1: body.Line1,
  line2: body.Line2,
  city: body.City,
  region: body.Region,
  postalCode: body.PostalCode,
  country: body.Country,
});

/** The limiter's hook runs after the route's guard, so the writes count per customer of a store. */
const accountKey = (request: FastifyRequest) =>
  request.claims ? `book:${request.claims.WebID}:${request.claims.UserID}` : `book:${request.ip}`;
const WRITE_LIMIT = { max: 60, timeWindow: '10 minutes', hook: 'preHandler' as const, keyGenerator: accountKey };

function answer(reply: FastifyReply, result: AddressWrite, message: string) {
  if (result.ok) return ok({ addresses: result.addresses }, message);
  return sendError(reply, result.status, result.message, result.field ? [{ field: result.field, message: result.message }] : undefined);
}

export function registerAddressBookController(app: FastifyInstance, deps: { db: Db; tokens: TokenService }) {
  const guard = customerGuard(deps.tokens);
  const book = new AddressBook({ db: deps.db });

  app.get('/Account/GetAddresses', { preHandler: guard }, async (request) => ok({ addresses: await book.list(customerOf(request)) }));

  withAuthRateLimits(app, (scope) => {
    scope.post('/Account/SaveAddress', { preHandler: guard, config: { rateLimit: WRITE_LIMIT } }, async (request, reply) => {
      const body = parseOr400(saveAddressBody, request.body ?? {}, reply);
      if (!body) return reply;
      const draft = draftOf(body);
      const errors = checkAddressDraft(draft);
      if (errors.length > 0) return sendError(reply, 400, `Invalid request: ${errors.map((error) => error.field).join(', ')}`, errors);
      const result = await book.save(customerOf(request), draft, { addressId: body.AddressID, makeDefault: body.IsDefault });
      return answer(reply, result, body.AddressID ? 'Address saved' : 'Address added');
    });

    scope.post('/Account/DeleteAddress', { preHandler: guard, config: { rateLimit: WRITE_LIMIT } }, async (request, reply) => {
      const body = parseOr400(addressIdBody, request.body ?? {}, reply);
      if (!body) return reply;
      return answer(reply, await book.remove(customerOf(request), body.AddressID), 'Address deleted');
    });

    scope.post('/Account/SetDefaultAddress', { preHandler: guard, config: { rateLimit: WRITE_LIMIT } }, async (request, reply) => {
      const body = parseOr400(addressIdBody, request.body ?? {}, reply);
      if (!body) return reply;
      return answer(reply, await book.setDefault(customerOf(request), body.AddressID), 'Default address changed');
    });
  });
}
