/** What the storefront's machines tell a shopper: a notice's level (the toast it shows as) and the generic texts of spec section 9. */

export type ToastType = 'info' | 'success' | 'error' | 'loading';

export const GENERIC_MESSAGES = {
  failure: 'Something went wrong',
  success: 'Operation completed successfully',
} as const;
