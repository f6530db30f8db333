/**
 * The embedded store API as a Fastify plugin: Controller/Action routes in the style of spec section 7,
 * the `{ status, message, data }` envelope, and 4xx (never 5xx) for malformed requests.
 */
import { deleteStore } from './db/store-data';
import type { MediaObjects } from './platform/media-objects/media-objects';
import { DatabaseMediaObjects } from './theme/database-media-objects';
import { STORE_DELETION_JOB, storeDeletionJob } from './stores/store-deletion';
import type { FastifyInstance } from 'fastify';
import { MemoryAttemptStore, type AttemptStore } from './platform/attempt-store';
import { StoreGate } from './platform/store-gate';
import { TokenService } from './platform/token.service';
import { registerAuthController } from './identity/auth.controller';
import { registerCartController } from './cart/cart.controller';
import { CatalogRepository } from './catalog/catalog.repository';
import { registerCatalogController } from './catalog/catalog.controller';
import { ProductRepository } from './catalog/product.repository';
import { registerProductController } from './catalog/product.controller';
import { ReviewRepository } from './catalog/review.repository';
import { registerCustomerReviewsController } from './reviews/customer-reviews.controller';
import { registerOwnerReviewsController } from './reviews/owner-reviews.controller';
import type { Db } from './platform/database/client';
import { registerFormsController } from './forms/forms.controller';
import { AccountLockout } from './identity/account-lockout.service';
import { ResetLinks } from './identity/reset-link.repository';
import { registerAccountController } from './identity/account.controller';
import { registerAddressBookController } from './identity/address-book.controller';
import { CustomerRepository } from './identity/customer.repository';
import { registerPasswordResetController } from './identity/password-reset.controller';
import { SessionStore } from './identity/session.repository';
import { registerWishlistController } from './wishlist/wishlist.controller';
import { answerThrown, ok, sendError } from './http/envelope';
import { storeDatabaseProbe, type DatabaseProbe } from './platform/database/database-probe';
import { registerNulRefusal } from './http/nul-refusal';
import { registerListingController } from './catalog/listing.controller';
import { OutboxMailer } from './platform/mail/outbox-mailer';
import { describeWebhook, WEBHOOK_JOB, WebhookEvents } from './webhooks/webhook-events';
import { webhookDeliveryJob, type DeliveryOutcome } from './webhooks/webhook-delivery.job';
import { OwnerNotices } from './platform/owner-notices';
import { registerWebhooksController } from './webhooks/webhooks.controller';
import { registerMailTemplatesController } from './mail-templates/mail-templates.controller';
import { TemplatedMailer } from './mail-templates/templated-mailer';
import { registerDomainsController } from './domains/domains.controller';
import { DOMAIN_CHECK_JOB } from './domains/domains.repository';
import { describeDomainCheck, domainCheckJob } from './domains/domain-check.job';
import { NodeTxtResolver } from './domains/node-txt-resolver';
import type { TxtResolver } from '../../src/domain/store/txt-resolver';
import { describeMail, MAIL_JOB, mailJob, QueuedMailer } from './platform/mail/queued-mailer';
import { DatabaseJobs } from './platform/jobs/database-jobs';
import { JobRunner } from './platform/jobs/job-runner';
import type { BackoffPolicy } from './platform/jobs/job-queue';
import { describeConfirmation, ORDER_CONFIRMATION_JOB, orderConfirmationJob } from './orders/order-confirmation.job';
import type { Mailer } from './platform/mail/mailer';
import { registerOrdersController } from './orders/orders.controller';
import { builtInProviders, type PaymentProvider } from './orders/payment-provider';
import { cardProviders, registerCardPayments, type StripeConfig } from './payments/card-payments';
import { registerPageController } from './pages/page.controller';
import { CustomPageRepository } from './pages/custom-page.repository';
import { registerOwnerPagesController } from './pages/owner-pages.controller';
import { BypassSigner } from './platform/bypass-signer';
import { InProcessEventBus } from './platform/events/in-process-event-bus';
import type { StoreEvent, StoreEventBus } from './platform/events/store-events';
import { registerStoreAccessController } from './web/store-access.controller';
import type { StoreRepository } from './platform/store.repository';
import { WebInfoService } from './web/web-info.service';
import { registerWebController } from './web/web.controller';
import { registerOwnerController } from './identity/owner-session.controller';
import { registerOwnerOrdersController } from './orders/owner-orders.controller';
import { registerOwnerCustomersController } from './customers/owner-customers.controller';
import { registerOwnerProductsController } from './catalog/owner-products.controller';
import { registerBulkEditController } from './catalog/bulk-edit.controller';
import { registerCatalogueListsController } from './catalog/catalogue-lists.controller';
import { registerOwnerDiscountsController } from './discounts/owner-discounts.controller';
import { registerOwnerMessagesController } from './forms/owner-messages.controller';
import { registerOwnerSettingsController } from './settings/owner-settings.controller';
import { registerOwnerShippingController } from './shipping/owner-shipping.controller';
import { OwnerTokenService } from './platform/owner-token.service';
import { registerActivityController } from './access/activity.controller';
import { registerApiKeysController } from './access/api-keys.controller';
import { registerStaffController } from './identity/staff.controller';
import { registerStaffInvitationController } from './identity/staff-invitation.controller';
import { INVITATION_TTL_MS } from './identity/staff-invitations.repository';
import { ApiKeyVerifier } from './platform/api-keys';
import { AUDIT_PURGE_JOB, auditPurgeJob, scheduleAuditPurge } from './platform/audit-retention.job';
import { membershipReader } from './platform/memberships';
import { SecretBox } from './platform/secret-box';
import { StudioSessions } from './platform/studio-sessions';
import { StudioAccountRepository } from './identity/studio-account.repository';
import type { StudioAccountDeps } from './identity/studio-account.deps';
import { registerStudioPasswordController } from './identity/studio-password.controller';
import { registerStudioTwoFactorController } from './identity/studio-two-factor.controller';
import { ownerEmail } from './platform/owner-email';
import { PreviewKeys } from './theme/preview-key';
import { registerThemeController } from './theme/theme.controller';
import { registerLinkTargets } from './theme/link-targets.controller';
import { registerMediaUpload } from './theme/media-upload.controller';
import { ownMediaAmong } from './theme/media-ownership';
import { storePicture } from './theme/media-store';
import { registerCatalogueImports } from './catalog/catalogue-import.module';
import { ThemeRepository } from './theme/theme.repository';
import { readHomeFreeShippingOver } from './shipping/home-free-shipping';
import { readShippingRates } from './shipping/shipping-rates.repository';
import { registerStoreOpening, type StoreOpeningOptions } from './store-opening';
import { SIGNUP_SWEEP_JOB, scheduleSignupSweep, signupSweepJob } from './stores/signup-sweep.job';

export interface StoreApiOptions {
  db: Db;
  /** Whether the database answers (the health calls'); by default a `select 1` on `db`. */
  databaseProbe?: DatabaseProbe;
  /** The stores, built once by the store API's entry (mount-store-api.ts) and shared with its same-origin routes. */
  stores: StoreRepository;
  tokenSecret: string;
  /** Where store changes are published and heard, on this instance and every other (platform/events/store-events.ts). */
  events?: StoreEventBus;
  /**
   * The scripts' shared secret (OWNER_API_TOKEN, X-Owner-Token, platform/owner-api-token.ts): with it a
   * script may call SetMaintenance as a studio owner may; unset, only owner tokens open that call.
   */
  ownerApiToken?: string;
  /**
   * Where the job workers deliver transactional mail; the database outbox (development mailbox) when
   * not given. Requests only queue it (platform/mail/queued-mailer.ts, docs/decisions.md 84).
   */
  mailer?: Mailer;
  /** The job workers' timing (tests shorten it): poll interval, retry backoff, lease. */
  jobs?: { pollMs?: number; backoff?: BackoffPolicy; leaseMs?: number };
  /**
   * Outbound webhooks (decision 91): whether loopback targets are allowed (development and tests), and
   * who is told each delivery attempt's outcome (the host's metrics).
   */
  webhooks?: { allowLoopback: boolean; onOutcome?: ((outcome: DeliveryOutcome) => void) | undefined };
  /** Password-reset link lifetime in milliseconds (tests shorten it); one hour by default. */
  resetTokenTtlMs?: number;
  /** How orders are paid: cash on delivery and bank transfer, and the card when `stripe` is configured, unless a test gives its own. */
  paymentProviders?: PaymentProvider[];
  /** Stripe's keys (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE): card payments and their webhook; none without them. */
  stripe?: StripeConfig | undefined;
  /** The platform's shared hosts (PLATFORM_HOSTS): mail links on them carry `?store=`. */
  platformHosts?: readonly string[];
  /**
   * Stores' own domains (decision 98): where their TXT records are looked up (a fake in tests, else DNS
   * through `dnsServers` or the system's resolvers), and the hosts no store may claim besides the
   * platform domain and PLATFORM_HOSTS (the studio's).
   */
  domains?: { resolver?: TxtResolver | undefined; dnsServers?: readonly string[] | undefined; reservedHosts?: readonly string[] };
  /** The studio's origin (STUDIO_ORIGIN): a studio password-reset link opens the studio there. */
  studioOrigin?: string;
  /** Where failed sign-ins are counted per account (account-lockout.service.ts); in this process unless a fleet shares one. */
  attemptStore?: AttemptStore;
  /**
   * Opening stores (decision 97): the domain stores answer under, addresses no store may take, where the
   * studio answers (mailed links), whether sign-up is open or by invitation, and the operator token's
   * SHA-256 (none: no operator API). Tests shorten the sign-up link's life.
   */
  signup?: StoreOpeningOptions;
  /** Where pictures' bytes lie (decision 105): an S3-compatible bucket, else their rows in the database. */
  mediaObjects?: MediaObjects | undefined;
}

export async function storeApiPlugin(app: FastifyInstance, options: StoreApiOptions) {
  const tokens = new TokenService({ secret: options.tokenSecret });
  const { stores } = options;
  const ownerTokens = new OwnerTokenService({ secret: options.tokenSecret, membership: membershipReader(options.db) });
  // A password change or reset ends the person's other studio sessions (decision 96).
  const studioSessions = new StudioSessions(options.db);
  ownerTokens.useSessionCutoff(studioSessions.validAfter);
  const themes = new ThemeRepository({ db: options.db });
  const previewKeys = new PreviewKeys({ secret: options.tokenSecret });
  const webInfo = new WebInfoService({
    stores,
    tokens,
    themes,
    previewKeys,
    freeShippingOver: (webId, country) => readHomeFreeShippingOver(options.db, webId, country),
  });
  const catalog = new CatalogRepository({ db: options.db });
  const sessions = new SessionStore({ db: options.db, tokens });
  tokens.useSessionCheck(sessions.isOpen);
  // Mail is a job: requests queue it, this instance's workers (and the fleet's) deliver it.
  const delivery = options.mailer ?? new OutboxMailer({ db: options.db });
  const mediaObjects = options.mediaObjects ?? new DatabaseMediaObjects(options.db);
  // A deleted store's pictures go with its rows, wherever the deployment keeps their bytes.
  const deleteStoreAndMedia = (db: Db, storeId: number) => deleteStore(db, storeId, mediaObjects);
  const jobs = new DatabaseJobs({ db: options.db });
  const runner = new JobRunner({ store: jobs, log: app.log, ...options.jobs });
  jobs.whenEnqueued(() => runner.nudge());
  const mailer = new QueuedMailer(jobs);
  // Mail that names its template is written from the store's own when it saved one (decision 108).
  const templated = new TemplatedMailer({
    db: options.db,
    delivery,
    onTemplateFailure: (mail, error) =>
      app.log.warn({ err: error, mailKind: mail.kind }, 'mail template failed: the default wording was sent'),
  });
  runner.register(MAIL_JOB, mailJob(templated), describeMail);
  runner.register(
    ORDER_CONFIRMATION_JOB,
    orderConfirmationJob({ db: options.db, stores, mailer: templated, platformHosts: options.platformHosts }),
    describeConfirmation,
  );
  // Webhooks are jobs too: features emit them in their change's transaction (webhooks/webhook-events.ts).
  const allowLoopback = options.webhooks?.allowLoopback ?? false;
  const webhooks = new WebhookEvents({ jobs });
  const customers = new CustomerRepository({ db: options.db, webhooks });
  // An endpoint switched off is told to the store's owners, queued with the switch (owner-notices.ts).
  const deliveryDeps = { db: options.db, allowLoopback, onOutcome: options.webhooks?.onOutcome, notices: new OwnerNotices({ mailer }) };
  runner.register(WEBHOOK_JOB, webhookDeliveryJob(deliveryDeps), describeWebhook);
  // A store the operator deleted goes when its grace period ends (stores/store-deletion.ts).
  runner.register(STORE_DELETION_JOB, storeDeletionJob({ db: options.db, deleteStore: deleteStoreAndMedia, log: app.log }));
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());
  const bypass = new BypassSigner({ secret: options.tokenSecret });
  const gate = new StoreGate({ stores, bypass });
  app.decorate('storeGate', gate);
  // The audit log (decision 99): the registrar's generic entries, and its daily purge after a year.
  app.decorate('auditDb', options.db);
  app.decorate('apiKeys', new ApiKeyVerifier({ db: options.db }));
  runner.register(AUDIT_PURGE_JOB, auditPurgeJob({ db: options.db, jobs }));
  app.addHook('onReady', async () => scheduleAuditPurge(jobs));
  // Sign-ups whose link expired are swept daily (stores/signup-sweep.job.ts, decision 101).
  runner.register(SIGNUP_SWEEP_JOB, signupSweepJob({ db: options.db, jobs }));
  app.addHook('onReady', async () => scheduleSignupSweep(jobs));
  const events = options.events ?? new InProcessEventBus();
  const products = new ProductRepository({ db: options.db, catalog, shippingRates: (webId) => readShippingRates(options.db, webId) });

  app.setErrorHandler(answerThrown);
  app.setNotFoundHandler((request, reply) => sendError(reply, 404, `No such call: ${request.method} ${request.url.split('?')[0]}`));
  registerNulRefusal(app);

  registerWebController(app, { webInfo });
  registerStoreAccessController(app, {
    db: options.db,
    tokens,
    stores,
    bypass,
    events,
    ownerApiToken: options.ownerApiToken || undefined,
    ownerTokens,
  });
  registerAuthController(app, { tokens, sessions });
  const lockout = new AccountLockout(options.attemptStore ?? app.sharedAttempts ?? new MemoryAttemptStore());
  const resetLinks = new ResetLinks(options.db);
  registerAccountController(app, { tokens, stores, customers, sessions, lockout, resetLinks });
  registerPasswordResetController(app, {
    resetLinks,
    lockout,
    tokens,
    stores,
    customers,
    sessions,
    mailer,
    ...(options.resetTokenTtlMs ? { ttlMs: options.resetTokenTtlMs } : {}),
    platformHosts: options.platformHosts,
  });
  registerWishlistController(app, { db: options.db, tokens });
  registerAddressBookController(app, { db: options.db, tokens });
  registerOwnerController(app, { db: options.db, stores, tokens: ownerTokens, bypass, lockout });
  const paymentProviders = options.paymentProviders ?? [...builtInProviders(), ...cardProviders(options.stripe)];
  registerStoreOpening(app, {
    db: options.db,
    ownerTokens,
    mailer,
    attempts: options.attemptStore ?? app.sharedAttempts ?? new MemoryAttemptStore(),
    paymentMethods: () => paymentProviders.map((provider) => provider.label),
    deleteStore: deleteStoreAndMedia,
    onStoreChanged: (webID) => events.publish({ kind: 'store', webID }),
    ...options.signup,
  });
  const studioAccountDeps: StudioAccountDeps = {
    db: options.db,
    stores,
    tokens: ownerTokens,
    lockout,
    accounts: new StudioAccountRepository(options.db),
    sessions: studioSessions,
    mailer,
    studioOrigin: options.studioOrigin ?? 'http://studio.localhost:3000',
    resetTtlMs: options.resetTokenTtlMs ?? 60 * 60 * 1000,
    totpSecrets: new SecretBox(options.tokenSecret, 'studio-totp'),
    now: Date.now,
  };
  registerStudioPasswordController(app, studioAccountDeps);
  registerStudioTwoFactorController(app, studioAccountDeps);
  registerStaffController(app, {
    db: options.db,
    tokens: ownerTokens,
    stores,
    mailer,
    studioOrigin: studioAccountDeps.studioOrigin,
    invitationTtlMs: INVITATION_TTL_MS,
  });
  registerStaffInvitationController(app, studioAccountDeps);
  const customPages = new CustomPageRepository({ db: options.db });
  // A page added, moved or gone changes what flat URLs resolve to and the sitemap (cached with the catalogue's answers).
  const onPagesChanged = async (webID: number) => {
    await events.publish({ kind: 'theme', webID });
    await events.publish({ kind: 'catalogue', webID });
  };
  registerThemeController(app, {
    themes,
    pages: customPages,
    onPagesChanged,
    tokens: ownerTokens,
    previewKeys,
    issuePreviewToken: (webID) => tokens.issuePreview(webID),
    onThemeChanged: (webID) => events.publish({ kind: 'theme', webID }),
    ownerEmail: (owner) => ownerEmail(options.db, owner),
  });
  registerOwnerPagesController(app, { pages: customPages, tokens: ownerTokens, onPagesChanged });
  registerLinkTargets(app, { db: options.db, tokens: ownerTokens });
  registerMediaUpload(app, { db: options.db, objects: mediaObjects, tokens: ownerTokens });
  registerCatalogController(app, { catalog, tokens });
  registerProductController(app, { products, reviews: new ReviewRepository({ db: options.db }), tokens });
  registerPageController(app, { db: options.db, tokens });
  registerFormsController(app, { db: options.db, tokens, mailer });
  const listings = registerListingController(app, { db: options.db, tokens });
  registerCartController(app, { db: options.db, tokens });
  registerOrdersController(app, {
    db: options.db,
    tokens,
    stores,
    providers: paymentProviders,
    mailer,
    jobs,
    webhooks,
    platformHosts: options.platformHosts,
    onStockChanged: (webID) => events.publish({ kind: 'catalogue', webID }),
  });
  registerCardPayments(app, { db: options.db, stripe: options.stripe, mailer, platformHosts: options.platformHosts });
  registerOwnerMessagesController(app, { db: options.db, tokens: ownerTokens });
  registerWebhooksController(app, { db: options.db, tokens: ownerTokens, jobs, allowLoopback });
  registerMailTemplatesController(app, { db: options.db, tokens: ownerTokens, stores, mailer, platformHosts: options.platformHosts });
  // Domain proofs are looked up by jobs only, never in a request (decision 98).
  const publish = (event: StoreEvent) => events.publish(event);
  const resolver = options.domains?.resolver ?? new NodeTxtResolver({ servers: options.domains?.dnsServers ?? [] });
  runner.register(DOMAIN_CHECK_JOB, domainCheckJob({ db: options.db, jobs, resolver, publish }), describeDomainCheck);
  registerDomainsController(app, {
    db: options.db,
    tokens: ownerTokens,
    jobs,
    stores,
    publish,
    platform: {
      platformDomain: stores.platformDomain,
      platformHosts: [...(options.platformHosts ?? []), ...(options.domains?.reservedHosts ?? [])],
    },
  });
  registerOwnerCustomersController(app, {
    db: options.db,
    stores,
    tokens: ownerTokens,
    sessions,
    mailer,
    platformHosts: options.platformHosts,
  });
  registerOwnerDiscountsController(app, { db: options.db, tokens: ownerTokens });
  registerActivityController(app, { db: options.db, tokens: ownerTokens });
  registerApiKeysController(app, { db: options.db, tokens: ownerTokens });
  registerOwnerProductsController(app, {
    db: options.db,
    tokens: ownerTokens,
    ownMediaAmong: (webID, urls) => ownMediaAmong(options.db, webID, urls),
    onCatalogueChanged: (webID) => events.publish({ kind: 'catalogue', webID }),
    webhooks,
  });
  registerBulkEditController(app, {
    db: options.db,
    tokens: ownerTokens,
    onCatalogueChanged: (webID) => events.publish({ kind: 'catalogue', webID }),
    webhooks,
  });
  registerCatalogueListsController(app, {
    db: options.db,
    tokens: ownerTokens,
    ownMediaAmong: (webID, urls) => ownMediaAmong(options.db, webID, urls),
    onCatalogueChanged: (webID) => events.publish({ kind: 'catalogue', webID }),
  });
  // Catalogue files (decision 87): checked, written and their pictures fetched by jobs.
  registerCatalogueImports(app, {
    db: options.db,
    jobs,
    runner,
    tokens: ownerTokens,
    stores,
    webhooks,
    ownMediaAmong: (webID, urls) => ownMediaAmong(options.db, webID, urls),
    savePicture: async (webID, fileName, bytes, alt) => {
      const stored = await storePicture({ db: options.db, objects: mediaObjects }, webID, fileName, bytes, alt);
      return stored.ok ? stored : { ok: false, message: stored.message };
    },
    onCatalogueChanged: (webID) => events.publish({ kind: 'catalogue', webID }),
    allowLoopback,
    ...(options.platformHosts ? { platformHosts: options.platformHosts } : {}),
  });
  // A review published, hidden, deleted or edited changes a product's rating in listings, cards and pages.
  const onReviewsChanged = (webID: number) => events.publish({ kind: 'catalogue', webID });
  registerOwnerReviewsController(app, { db: options.db, tokens: ownerTokens, onReviewsChanged });
  registerCustomerReviewsController(app, { db: options.db, tokens, ownerTokens, onReviewsChanged });
  registerOwnerOrdersController(app, {
    db: options.db,
    stores,
    tokens: ownerTokens,
    mailer,
    platformHosts: options.platformHosts,
    onStockChanged: (webID) => events.publish({ kind: 'catalogue', webID }),
    webhooks,
  });
  registerOwnerSettingsController(app, {
    db: options.db,
    tokens: ownerTokens,
    onStoreChanged: (webID) => events.publish({ kind: 'store', webID }),
  });
  // A new threshold is what the banners show on the next page (GetWebInfo fills them: free-shipping-banner.ts).
  registerOwnerShippingController(app, {
    db: options.db,
    tokens: ownerTokens,
    onShippingChanged: (webID) => events.publish({ kind: 'store', webID }),
  });

  // What each store event makes this instance forget: its cached answers never outlive a change made
  // on any instance. After missed events (resync) it forgets everything. GetWebInfo's cache is keyed by
  // domain, not store, so any store or theme change empties it (two-second entries: cheap to refill).
  const forgetCatalogue = (webID?: number) => {
    catalog.forgetStore(webID);
    products.forgetStore(webID);
    listings.forgetStore(webID);
  };
  const unsubscribe = events.subscribe((event) => {
    switch (event.kind) {
      case 'resync':
        webInfo.forgetCachedStores();
        gate.forget();
        forgetCatalogue();
        break;
      case 'maintenance':
      case 'store':
        webInfo.forgetCachedStores();
        gate.forget(event.webID);
        break;
      case 'theme':
        webInfo.forgetCachedStores();
        break;
      case 'catalogue':
        forgetCatalogue(event.webID);
        break;
    }
  });
  app.addHook('onClose', async () => unsubscribe());
  // The store API's readiness (docs/deploy.md, "Health"): answered from the database probe's last
  // reading (one `select 1` a second at most), so it stays the benchmarks' cheap baseline call.
  const probe = options.databaseProbe ?? storeDatabaseProbe(options.db);
  app.get('/Health', async (_request, reply) => {
    const database = await probe.state();
    if (database === 'ok') return ok({ healthy: true, database });
    return reply.code(503).send({ status: 503, message: 'The database does not answer', data: { healthy: false, database } });
  });
}
