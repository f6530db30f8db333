/** Narrow reads of the checkout-submit actor for the checkout form. */
import type { SnapshotFrom } from 'xstate';
import type { checkoutSubmitMachine } from './checkout-submit.machine';

type CheckoutSubmitSnapshot = SnapshotFrom<typeof checkoutSubmitMachine>;

/** The message of each field the rules or the store refused. */
export const fieldErrors = (snapshot: CheckoutSubmitSnapshot): Record<string, string> => snapshot.context.errors;
/** What is wrong with the whole attempt (the store unreachable, a refusal's message), or ''. */
export const formError = (snapshot: CheckoutSubmitSnapshot): string => snapshot.context.formError;
/** An order is being placed: Place order waits. */
export const isPlacing = (snapshot: CheckoutSubmitSnapshot): boolean => snapshot.matches('placing');
