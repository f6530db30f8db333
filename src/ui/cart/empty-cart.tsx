/**
 * An empty cart page's content, one markup for the live cart (cart-page-body.tsx, with its
 * connection notes) and for the server's page when the cart mirror says the cart is empty
 * (cart-route.tsx), so the live cart takes over without moving anything.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** `notes`: the live cart's notes; the server gives their empty status box, which they fill. */
export function EmptyCart({ notes }: { notes: ReactNode }) {
  return (
    <>
      {notes}
      <p className="card">Your cart is empty.</p>
      <p>
        <Link to="/" className="btn btn-primary">
          Continue shopping
        </Link>
      </p>
    </>
  );
}
