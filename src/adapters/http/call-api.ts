/**
 * A declared store API call from the studio (docs/decisions.md 79): its path and method come from
 * its declaration (src/contracts/owner-calls.ts), its input is typed by the call's schema (a GET's as
 * the query, filters left empty not sent; a POST's as the JSON body), its answer by the call's answer
 * type unless `pick` reads it otherwise.
 */
import type { StudioResult } from '../../application/ports/studio-api.port';
import type { AnyCall, CallAnswer, CallInput } from '../../contracts/define-call';
import { callOwnerApi, fetchOwnerDownload, fetchOwnerFile, ownerQuery, type OwnerApiDeps } from './owner-call-helpers';

const queryOf = (input: unknown) => ownerQuery((input ?? {}) as Record<string, unknown>);

export function callApi<C extends AnyCall, T = CallAnswer<C>>(
  deps: OwnerApiDeps,
  call: C,
  input: CallInput<C>,
  pick?: (data: CallAnswer<C>) => T,
): Promise<StudioResult<T>> {
  return call.method === 'GET'
    ? callOwnerApi(deps, 'GET', `${call.name}${queryOf(input)}`, undefined, pick)
    : callOwnerApi(deps, 'POST', call.name, input ?? {}, pick);
}

/** A call whose answer is a file (`file: true`): its bytes. */
export function fetchCallFile<C extends AnyCall>(deps: OwnerApiDeps, call: C, input: CallInput<C>): Promise<StudioResult<Blob>> {
  return fetchOwnerFile(deps, `${call.name}${queryOf(input)}`);
}

/** A call whose answer is a file, with the name the answer gives it (its content-disposition). */
export function fetchCallDownload<C extends AnyCall>(deps: OwnerApiDeps, call: C, input: CallInput<C>) {
  return fetchOwnerDownload(deps, `${call.name}${queryOf(input)}`);
}
