/** Store pages of the default, account and checkout layouts, as their first shells. */
import { useParams } from 'react-router';
import { EmptyState, ShellPage } from './shell-page';

export const SignInPage = () => <ShellPage><EmptyState>Customer sign-in opens with customer accounts.</EmptyState></ShellPage>;
export const SignUpPage = () => <ShellPage heading="Create an account"><EmptyState>Registration opens with customer accounts.</EmptyState></ShellPage>;
export const StatusPage = () => <ShellPage heading="Account status"><EmptyState>No account request is pending.</EmptyState></ShellPage>;
export const NotFoundLandingPage = () => <ShellPage heading="Something went wrong"><EmptyState>We could not complete your request. Please try again.</EmptyState></ShellPage>;
export const ForgotPasswordPage = () => <ShellPage><EmptyState>Password reset opens with customer accounts.</EmptyState></ShellPage>;
export const ResetPasswordPage = () => <ShellPage><EmptyState>This reset link is not valid.</EmptyState></ShellPage>;
export const DesignsPage = () => <ShellPage heading="Designs"><EmptyState>No designs yet.</EmptyState></ShellPage>;
export const ContactXPage = () => <ShellPage heading="Contact"><EmptyState>Write to us through the contact page.</EmptyState></ShellPage>;
export const AccountPage = () => <ShellPage><EmptyState>Your profile appears here.</EmptyState></ShellPage>;
export const WishlistPage = () => <ShellPage><EmptyState>Your wishlist is empty.</EmptyState></ShellPage>;
export const OrderListPage = () => <ShellPage heading="Order History"><EmptyState>You have no orders yet.</EmptyState></ShellPage>;
export const ChangePasswordPage = () => <ShellPage><EmptyState>Password change opens with customer accounts.</EmptyState></ShellPage>;
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
