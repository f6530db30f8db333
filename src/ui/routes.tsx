/** The route table of spec section 2: every route with its layout and access rule. */
import type { RouteObject } from 'react-router';
import { authGuardLoader, checkoutGuardLoader } from './app/guards';
import type { RouteHandle } from './app/route-handle';
import { RootShell, rootLoader } from './app/root-shell';
import { CartRoute } from './cart/cart-route';
import { AccountLayout } from './layouts/account-layout';
import { CheckoutLayout } from './layouts/checkout-layout';
import { DefaultLayout } from './layouts/default-layout';
import { DynamicLayout } from './layouts/dynamic-layout';
import { EditorLayout } from './layouts/editor-layout';
import { PreviewLayout } from './layouts/preview-layout';
import { PublicLayout } from './layouts/public-layout';
import { BuilderPage } from './pages/builder-pages';
import { CatchAllPage, catchAllLoader } from './pages/catch-all-page';
import { CompareRoute, compareLoader, compareShouldRevalidate } from './pages/compare/compare-route';
import { ContactPage, contactLoader } from './pages/contact-page';
import { RouteErrorPage } from './pages/error-page';
import { HomePage, homeLoader } from './pages/home-page';
import { MaintenanceRoute, maintenanceAction } from './pages/maintenance/maintenance-route';
import * as Pages from './pages/store-pages';

const handle = (pageKey: string, name?: string): RouteHandle => (name ? { pageKey, name } : { pageKey });

/** Errors of a layout's pages render inside the layout (header and footer stay), not instead of it. */
const withinLayout = (children: RouteObject[]): RouteObject[] => [{ errorElement: <RouteErrorPage />, children }];

export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: rootLoader,
    shouldRevalidate: () => false,
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        id: 'layout-dynamic',
        element: <DynamicLayout />,
        errorElement: <RouteErrorPage />,
        children: withinLayout([
          { index: true, loader: homeLoader, element: <HomePage />, handle: handle('home') },
          { path: 'contact', loader: contactLoader, element: <ContactPage />, handle: handle('contact') },
          { path: '*', loader: catchAllLoader, element: <CatchAllPage />, handle: handle('page') },
        ]),
      },
      {
        id: 'layout-default',
        element: <DefaultLayout />,
        errorElement: <RouteErrorPage />,
        children: withinLayout([
          { path: 'cart', element: <CartRoute />, handle: handle('cart', 'Shopping Cart') },
          { path: 'signin', element: <Pages.SignInPage />, handle: handle('signin') },
          { path: 'signup', element: <Pages.SignUpPage />, handle: handle('signup') },
          { path: 'status', element: <Pages.StatusPage />, handle: handle('status') },
          { path: 'compare', loader: compareLoader, shouldRevalidate: compareShouldRevalidate, element: <CompareRoute />, handle: handle('compare', 'Compare products') },
          { path: 'notfound', element: <Pages.NotFoundLandingPage />, handle: handle('notfound') },
          { path: 'order/:id', element: <Pages.OrderPage />, handle: handle('order') },
          { path: 'resetpassword', element: <Pages.ResetPasswordPage />, handle: handle('resetpassword') },
          { path: 'forgotpassword', element: <Pages.ForgotPasswordPage />, handle: handle('forgotpassword') },
          { path: 'contact_x', element: <Pages.ContactXPage />, handle: handle('contact_x', 'Contact') },
          { path: 'designs', element: <Pages.DesignsPage />, handle: handle('designs') },
        ]),
      },
      {
        id: 'layout-account',
        loader: authGuardLoader,
        element: <AccountLayout />,
        errorElement: <RouteErrorPage />,
        children: withinLayout([
          { path: 'account', element: <Pages.AccountPage />, handle: handle('account', 'My Account') },
          { path: 'wishlist', element: <Pages.WishlistPage />, handle: handle('wishlist', 'Wishlist') },
          { path: 'orderlist', element: <Pages.OrderListPage />, handle: handle('orderlist') },
          { path: 'changepassword', element: <Pages.ChangePasswordPage />, handle: handle('changepassword') },
          { path: 'orderdetail', element: <Pages.OrderDetailPage />, handle: handle('orderdetail') },
          { path: 'orderdetail/:id', element: <Pages.OrderDetailPage />, handle: handle('orderdetail') },
        ]),
      },
      {
        id: 'layout-checkout',
        loader: checkoutGuardLoader,
        element: <CheckoutLayout />,
        errorElement: <RouteErrorPage />,
        children: withinLayout([
          { path: 'checkout', element: <Pages.CheckoutPage />, handle: handle('checkout') },
          { path: 'checkout/bn/:cartcode', element: <Pages.BuyNowPage />, handle: handle('checkout') },
          { path: 'checkout/oc/:ordercode', element: <Pages.OrderResumePage />, handle: handle('checkout') },
        ]),
      },
      {
        id: 'layout-public',
        element: <PublicLayout />,
        children: [{ path: 'maintenance', action: maintenanceAction, element: <MaintenanceRoute />, handle: handle('maintenance') }],
      },
      {
        id: 'layout-editor',
        element: <EditorLayout />,
        children: [{ path: 'editor', loader: homeLoader, element: <BuilderPage />, handle: handle('editor') }],
      },
      {
        id: 'layout-preview',
        element: <PreviewLayout />,
        children: [{ path: 'preview', loader: homeLoader, element: <BuilderPage />, handle: handle('preview') }],
      },
    ],
  },
];
