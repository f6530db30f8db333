/** The route table of spec section 2: every route with its layout and access rule. */
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { RouteHandle } from './app/route-handle';
import { RootShell, rootLoader } from './shell/root-shell';
import { servicesFrom } from './app/services-holder';
import { resolveSectionData } from '../application/storefront/resolve-section-data';
import { SectionRenderer } from './sections/section-renderer';
import type { Section } from '../domain/sections/section';
import type { builderRoute } from './pages/builder-route';
import type { BuilderDeps } from './editor/builder-deps';
import { previewTokenPair } from '../domain/store/web-info';
import type { CartRouteData } from './cart/cart-route';
import { requireStore } from './app/store-loader';
import { loadTemplate } from './sections/theme-sections';
import { DefaultLayout } from './layouts/default-layout';
import { DynamicLayout } from './layouts/dynamic-layout';
import { PublicLayout } from './layouts/public-layout';
import { RouteErrorPage } from './pages/error-page';
import { HomePage, homeLoader } from './pages/home-page';

const signIn = () => import('./pages/identity/sign-in-page');
const signUp = () => import('./pages/identity/sign-up-page');
// The posts of shoppers without JavaScript (and before the identity runtime is here): never needed to hydrate the page.
const identityForms = () => import('./forms/identity-form-actions');
const landings = () => import('./pages/identity/landing-pages');
const passwords = () => import('./pages/identity/password-pages');
const account = () => import('./pages/identity/account-page');
const wishlist = () => import('./pages/identity/wishlist-page');
const wishlistForms = () => import('./forms/wishlist-form-action');
const addressBook = () => import('./pages/identity/address-book-page');
const addressBookForms = () => import('./forms/address-book-action');
const orders = () => import('./pages/orders/order-shells');
const reviewForms = () => import('./forms/review-form-action');
// Pages and guards only some visits need: each loads with its route, off the first-load JS every page pays.
const guards = () => import('./app/guards');
const storePages = () => import('./pages/store-pages');
// The editor and preview frames (layouts, page and runtime) are never part of a shopper's bundle.
const builderDeps: BuilderDeps = {
  SectionRenderer,
  resolveSections: (sections: Section[]) => resolveSectionData(servicesFrom(null), sections, { failures: 'note' }),
  // Builder pages keep their tokens in memory (request-services.ts createBuilderServices), never in cookies.
  grantAccess: (previewToken: string) => servicesFrom(null).tokens.write(previewTokenPair(previewToken)),
};
const builderLoader = (args: LoaderFunctionArgs) => import('./pages/builder-loader').then((m) => m.builderLoader(args));
type BuilderPart = keyof ReturnType<typeof builderRoute>;
const builderPart = (name: BuilderPart) => () =>
  import('./pages/builder-route').then((m) => ({ Component: m.builderRoute(builderDeps)[name] }));

/** The cart template's sections (docs/editor.md, "Pages"), and on the server the lines of a shopper without JavaScript. */
async function cartLoader(args: LoaderFunctionArgs): Promise<CartRouteData> {
  const services = servicesFrom(args.context);
  const [serverCart, template] = await Promise.all([
    typeof document === 'undefined' ? import('./cart/cookie-cart-loader').then((m) => m.loadServerCart(args)) : null,
    requireStore(services).then((store) => loadTemplate(services, store, 'cart')),
  ]);
  return { cookieCart: serverCart?.cookieCart ?? null, emptyCart: serverCart?.emptyCart ?? false, template };
}

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
          {
            path: 'contact',
            lazy: () => import('./pages/contact-page').then((m) => ({ Component: m.ContactPage, loader: m.contactLoader })),
            handle: handle('contact'),
          },
          // Products, listings, custom pages and collections: their views load with them, not on the home, cart or account pages.
          {
            path: '*',
            lazy: () => import('./pages/catch-all-page').then((m) => ({ Component: m.CatchAllPage, loader: m.catchAllLoader })),
            handle: handle('page'),
          },
        ]),
      },
      {
        id: 'layout-default',
        element: <DefaultLayout />,
        errorElement: <RouteErrorPage />,
        children: withinLayout([
          // The loader and action serve shoppers without JavaScript (the cart cookie); the browser's cart needs neither.
          {
            path: 'cart',
            lazy: () => import('./cart/cart-route').then((m) => ({ Component: m.CartRoute })),
            handle: handle('cart', 'Shopping Cart'),
            loader: cartLoader,
            action: (args) => import('./forms/cart-form-action').then((m) => m.cartFormAction(args)),
          },
          {
            path: 'signin',
            lazy: () => signIn().then((m) => ({ Component: m.SignInPage })),
            action: (args) => identityForms().then((m) => m.signInAction(args)),
            handle: handle('signin'),
          },
          {
            path: 'signup',
            lazy: () => signUp().then((m) => ({ Component: m.SignUpPage })),
            action: (args) => identityForms().then((m) => m.signUpAction(args)),
            handle: handle('signup'),
          },
          { path: 'status', lazy: () => landings().then((m) => ({ Component: m.StatusPage })), handle: handle('status') },
          {
            path: 'compare',
            lazy: () =>
              import('./pages/compare/compare-route').then((m) => ({
                Component: m.CompareRoute,
                loader: m.compareLoader,
                shouldRevalidate: m.compareShouldRevalidate,
              })),
            handle: handle('compare', 'Compare products'),
          },
          { path: 'notfound', lazy: () => landings().then((m) => ({ Component: m.NotFoundLandingPage })), handle: handle('notfound') },
          {
            path: 'order/:id',
            lazy: () =>
              orders().then((m) => ({ Component: m.OrderPage, loader: m.orderLoader, shouldRevalidate: m.orderShouldRevalidate })),
            handle: handle('order'),
          },
          {
            path: 'resetpassword',
            lazy: () => passwords().then((m) => ({ Component: m.ResetPasswordPage })),
            handle: handle('resetpassword'),
          },
          {
            path: 'forgotpassword',
            lazy: () => passwords().then((m) => ({ Component: m.ForgotPasswordPage })),
            handle: handle('forgotpassword'),
          },
          {
            path: 'contact_x',
            lazy: () => storePages().then((m) => ({ Component: m.ContactXPage })),
            handle: handle('contact_x', 'Contact'),
          },
          { path: 'designs', lazy: () => storePages().then((m) => ({ Component: m.DesignsPage })), handle: handle('designs') },
        ]),
      },
      {
        id: 'layout-account',
        loader: (args) => guards().then((m) => m.authGuardLoader(args)),
        // Only signed-in pages use it: it loads with them, off the first-load JS every page pays.
        lazy: () => import('./layouts/account-layout').then((m) => ({ Component: m.AccountLayout })),
        errorElement: <RouteErrorPage />,
        children: withinLayout([
          {
            path: 'account',
            lazy: () => account().then((m) => ({ Component: m.AccountPage, loader: m.accountLoader })),
            handle: handle('account', 'My Account'),
          },
          // The loader and action serve shoppers without JavaScript (forms/wishlist-form-action.ts); live, the page asks the identity runtime.
          {
            path: 'wishlist',
            lazy: () =>
              Promise.all([wishlist(), wishlistForms()]).then(([m, f]) => ({
                Component: m.WishlistPage,
                loader: f.wishlistLoader,
                action: f.wishlistFormAction,
              })),
            handle: handle('wishlist', 'Wishlist'),
          },
          {
            path: 'account/addresses',
            lazy: () =>
              Promise.all([addressBook(), addressBookForms()]).then(([m, f]) => ({
                Component: m.AddressBookPage,
                loader: f.addressBookLoader,
                action: f.addressBookAction,
              })),
            handle: handle('addresses', 'Address Book'),
          },
          { path: 'orderlist', lazy: () => orders().then((m) => ({ Component: m.OrderListPage })), handle: handle('orderlist') },
          {
            path: 'changepassword',
            lazy: () => passwords().then((m) => ({ Component: m.ChangePasswordPage })),
            handle: handle('changepassword'),
          },
          { path: 'orderdetail', lazy: () => orders().then((m) => ({ Component: m.OrderDetailPage })), handle: handle('orderdetail') },
          {
            path: 'orderdetail/:id',
            // The action is the review form's (decision 90), for shoppers without JavaScript too.
            lazy: () =>
              Promise.all([orders(), reviewForms()]).then(([m, f]) => ({
                Component: m.OrderDetailPage,
                loader: m.orderDetailLoader,
                shouldRevalidate: m.orderDetailShouldRevalidate,
                action: f.reviewFormAction,
              })),
            handle: handle('orderdetail'),
          },
        ]),
      },
      {
        id: 'layout-checkout',
        loader: (args) => guards().then((m) => m.checkoutGuardLoader(args)),
        lazy: () => import('./layouts/checkout-layout').then((m) => ({ Component: m.CheckoutLayout })),
        errorElement: <RouteErrorPage />,
        children: withinLayout([
          {
            path: 'checkout',
            lazy: () => orders().then((m) => ({ Component: m.CheckoutPage, loader: m.checkoutLoader, action: m.checkoutAction })),
            handle: handle('checkout'),
          },
          {
            path: 'checkout/bn/:cartcode',
            lazy: () => orders().then((m) => ({ Component: m.BuyNowPage, loader: m.checkoutLoader, action: m.checkoutAction })),
            handle: handle('checkout'),
          },
          {
            path: 'checkout/oc/:ordercode',
            lazy: () => orders().then((m) => ({ Component: m.OrderResumePage })),
            handle: handle('checkout'),
          },
        ]),
      },
      {
        id: 'layout-public',
        element: <PublicLayout />,
        // A chunk of its own: most shoppers never see it (first-load budget).
        children: [
          {
            path: 'maintenance',
            lazy: () =>
              import('./pages/maintenance/maintenance-route').then((m) => ({ loader: m.maintenanceLoader, Component: m.MaintenanceRoute })),
            handle: handle('maintenance'),
          },
        ],
      },
      {
        id: 'layout-editor',
        lazy: builderPart('EditorLayout'),
        children: [{ path: 'editor', loader: builderLoader, lazy: builderPart('BuilderPage'), handle: handle('editor') }],
      },
      {
        id: 'layout-preview',
        lazy: builderPart('PreviewLayout'),
        children: [{ path: 'preview', loader: builderLoader, lazy: builderPart('BuilderPage'), handle: handle('preview') }],
      },
    ],
  },
];
