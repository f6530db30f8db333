/** The checkout and order pages themselves, loaded by order-shells.tsx when one of their routes renders. */
import { useParams } from 'react-router';
import { ShellPage } from '../shell-page';
import { BuyNowView } from './buy-now-view';
import { CheckoutCartView } from './checkout-cart-view';
import { OrderListView } from './order-list-view';
import { OrderResumeView } from './order-resume-view';
import { OrderViewPage } from './order-view-page';

function CheckoutFrame({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="page-heading" className="flex flex-col gap-6">
      <h1 id="page-heading" tabIndex={-1} className="outline-none">
        {heading}
      </h1>
      {children}
    </section>
  );
}

export const CheckoutPage = () => (
  <CheckoutFrame heading="Checkout">
    <CheckoutCartView />
  </CheckoutFrame>
);

export function BuyNowPage() {
  const { cartcode = '' } = useParams();
  return (
    <CheckoutFrame heading="Checkout">
      <BuyNowView cartCode={cartcode} />
    </CheckoutFrame>
  );
}

export function OrderResumePage() {
  const { ordercode = '' } = useParams();
  return (
    <CheckoutFrame heading="Complete your order">
      <OrderResumeView orderCode={ordercode} />
    </CheckoutFrame>
  );
}

export const OrderPage = () => <OrderViewPage inAccount={false} />;

export const OrderListPage = () => (
  <ShellPage heading="Order History">
    <OrderListView />
  </ShellPage>
);

export function OrderDetailPage() {
  const { id } = useParams();
  return id ? (
    <OrderViewPage inAccount />
  ) : (
    <ShellPage heading="Order Detail">
      <OrderListView />
    </ShellPage>
  );
}
