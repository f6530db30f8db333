/** Checkout and order pages, as their first shells (checkout replaces them). */
import { useParams } from 'react-router';
import { EmptyState, ShellPage } from '../shell-page';

export const OrderListPage = () => <ShellPage heading="Order History"><EmptyState>You have no orders yet.</EmptyState></ShellPage>;
export const CheckoutPage = () => <ShellPage heading="Checkout"><EmptyState>Online checkout is not open yet. Your cart is kept: you can review it on the cart page.</EmptyState></ShellPage>;

export function OrderPage() {
  const { id } = useParams();
  return <ShellPage heading={`Order ${id ?? ''}`}><EmptyState>We could not find this order.</EmptyState></ShellPage>;
}

export function OrderDetailPage() {
  const { id } = useParams();
  return <ShellPage heading={id ? `Order ${id}` : 'Order Detail'}><EmptyState>No order selected.</EmptyState></ShellPage>;
}

export function BuyNowPage() {
  const { cartcode } = useParams();
  return <ShellPage heading="Checkout"><EmptyState>Buy now for item {cartcode} opens with checkout.</EmptyState></ShellPage>;
}

export function OrderResumePage() {
  const { ordercode } = useParams();
  return <ShellPage heading="Checkout"><EmptyState>Order {ordercode} cannot be resumed yet.</EmptyState></ShellPage>;
}
