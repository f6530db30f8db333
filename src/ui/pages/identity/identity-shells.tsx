/** Sign-in, sign-up and account-area pages, as their first shells (customer accounts replace them). */
import { EmptyState, ShellPage } from '../shell-page';

export const SignInPage = () => <ShellPage><EmptyState>Customer sign-in opens with customer accounts.</EmptyState></ShellPage>;
export const SignUpPage = () => <ShellPage heading="Create an account"><EmptyState>Registration opens with customer accounts.</EmptyState></ShellPage>;
export const StatusPage = () => <ShellPage heading="Account status"><EmptyState>No account request is pending.</EmptyState></ShellPage>;
export const NotFoundLandingPage = () => <ShellPage heading="Something went wrong"><EmptyState>We could not complete your request. Please try again.</EmptyState></ShellPage>;
export const ForgotPasswordPage = () => <ShellPage><EmptyState>Password reset opens with customer accounts.</EmptyState></ShellPage>;
export const ResetPasswordPage = () => <ShellPage><EmptyState>This reset link is not valid.</EmptyState></ShellPage>;
export const AccountPage = () => <ShellPage><EmptyState>Your profile appears here.</EmptyState></ShellPage>;
export const WishlistPage = () => <ShellPage><EmptyState>Your wishlist is empty.</EmptyState></ShellPage>;
export const ChangePasswordPage = () => <ShellPage><EmptyState>Password change opens with customer accounts.</EmptyState></ShellPage>;
