/**
 * The React seam of the checkout-submit machine (application/orders/checkout-submit.machine.ts): the
 * checkout form owns the actor, bound to the live runtime's placing of orders (orders port and ad pixels, live-root.ts), sends
 * it each checked form, reads its errors and busy state, and puts the keyboard on the first field
 * it names.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { fieldErrors, formError, isPlacing } from '../../../application/orders/checkout-submit.selectors';
import type { PlaceOrderRequest } from '../../../application/ports/orders.port';
import { createCheckoutSubmitMachine } from '../../../application/orders/checkout-submit.machine';
import { liveRuntime } from '../../app/services-holder';
import type { PlacedOrder } from '../../../domain/orders/order-types';
import { focusFirstError } from './checkout-submit';

interface CheckoutSubmitOptions {
  /** What a refused post without JavaScript came back with (checkout-form-action.ts). */
  initial: { errors: Record<string, string>; formError: string };
  form: RefObject<HTMLFormElement | null>;
  /** The lines checked out, as their codes: a change means a new order request. */
  codes: string;
  onPlaced(placed: PlacedOrder): void;
  onRefused?(): void;
}

export function useCheckoutSubmit({ initial, form, codes, onPlaced, onRefused }: CheckoutSubmitOptions) {
  const machine = useMemo(
    () =>
      createCheckoutSubmitMachine({
        placeOrder: (request, key) => liveRuntime().use((runtime) => runtime.placeOrder(request, key)),
        newKey: () => liveRuntime().use((runtime) => runtime.newOrderKey()),
      }),
    [],
  );
  const actor = useActorRef(machine, { input: initial });
  const errors = useSelector(actor, fieldErrors);
  const message = useSelector(actor, formError);
  const busy = useSelector(actor, isPlacing);

  const sentCodes = useRef(codes);
  useEffect(() => {
    if (sentCodes.current === codes) return;
    sentCodes.current = codes;
    actor.send({ type: 'LINES_CHANGED' });
  }, [actor, codes]);

  useEffect(() => {
    const subscriptions = [
      actor.on('placed', (event) => onPlaced(event.placed)),
      actor.on('refused', () => onRefused?.()),
      actor.on('invalid', (event) => {
        if (form.current) focusFirstError(form.current, event.errors);
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, form, onPlaced, onRefused]);

  return {
    errors,
    formError: message,
    busy,
    /** Read at the moment of submitting, not from the last render: a second click must not slip through. */
    placing: () => isPlacing(actor.getSnapshot()),
    submit: (request: PlaceOrderRequest, found: Record<string, string>) => actor.send({ type: 'SUBMIT', request, errors: found }),
  };
}
