/**
 * Account endpoints (plus the ones the spec leaves to us). Responses:
 * - GET  /api/user                  -> OwnUser, or 401 {message}
 * - POST /api/login                 -> OwnUser; 401 'Invalid email or password'; 429 when rate limited.
 *                                      With header `x-session-transport: bearer` the session id also
 *                                      comes back in the `x-session-token` response header (desktop).
 * - POST /api/register              -> 201 OwnUser (signed in; a verification mail is sent); 409 for a taken username/email
 * - POST /api/logout                -> {message}
 * - GET  /api/clear-session         -> {success: boolean}
 * - POST /api/forgot-password       -> {message} (same answer whether or not the email exists)
 * - POST /api/reset-password        -> {message}; 400 {message} for a bad or used token
 * - GET  /api/verify-email?token=   -> 302 to /email-verified (or /email-verified?status=invalid)
 * - POST /api/verify-email {token}  -> OwnUser-less {message}; 400 for a bad token
 * - POST /api/resend-verification   -> {message} (signed in)
 * - POST /api/user/deactivate       -> {message}; session destroyed
 * Settings, projects and the dashboard (all signed in; anonymous -> 401):
 * - PATCH /api/user                 UpdateProfileInput -> OwnUser
 * - PATCH /api/user/preferences     UpdatePreferencesInput -> OwnUser
 * - POST /api/user/change-password  {currentPassword, newPassword} -> {message, user: OwnUser}
 * - POST /api/user/2fa/setup        -> TwoFactorSetupResponse {otpauthUri, secret}
 * - POST /api/user/2fa/enable       {code} -> TwoFactorEnableResponse {message, recoveryCodes}
 * - POST /api/user/2fa/disable      {password} | {code} -> {message, user: OwnUser}
 * - GET  /api/projects/user         -> Project[] (own, newest update first)
 * - GET  /api/projects/:id          -> Project (with owner)
 * - POST /api/projects              CreateProjectInput -> 201 Project
 * - PATCH /api/projects/:id         UpdateProjectInput -> Project
 * - DELETE /api/projects/:id        -> 204
 * - GET  /api/connections/project/:id -> ConnectionWithUsers[] (owner only)
 * - GET  /api/dashboard             -> Dashboard
 * Partners, connections and ratings (signed in unless said otherwise; schemas in partner-search-, connection- and rating-schemas.ts):
 * - GET  /api/users?q&role&location&locationType&expertise&expertiseMatch&minRating&sort&limit&offset
 *                                   -> PartnerSearchResult {items: PartnerCard[], total, limit, offset}
 * - GET  /api/users/:id             -> PartnerProfile (404 unknown or deactivated)
 * - GET  /api/connections           -> ConnectionDetail[] (both directions, newest first)
 * - POST /api/connections           {recipientId, message, projectId?} -> 201 ConnectionDetail
 * - PATCH /api/connections/:id      {status: accepted|rejected} -> ConnectionDetail (recipient only)
 * - DELETE /api/connections/:id     -> 204 (requester withdraws a pending request)
 * - POST /api/ratings               {targetId, targetType, ratingValue, comment?} -> 201 | 200 RatingSubmitResult
 * - GET  /api/ratings/target/:type/:id -> TargetRatings (anonymous allowed)
 * Messages (signed in; schemas in message-schemas.ts, socket frames in realtime-events.ts):
 * - GET  /api/messages?limit&before -> MessageWithSender[] (own, sent and received, newest first; limit 1-200, default 50)
 * - GET  /api/messages/unread       -> UnreadCounts {total, connections: [{connectionId, count}]}
 * - GET  /api/messages/connection/:id?before|after&limit -> ThreadPage {messages (oldest first), nextCursor, newerCursor}
 *                                      (participants only, else 404)
 * - POST /api/messages              {connectionId, recipientId, content, clientMessageId?} -> 201 MessageWithSender
 *                                      (200 with the stored message for a repeated clientMessageId); 400/403/404/409
 * - POST /api/messages/connection/:id/read -> MarkReadResult {connectionId, marked, lastReadId}
 * Marketplace (schemas in product-schemas.ts):
 * - GET  /api/products?search&category&condition&minPrice&maxPrice&location&isUsed&sortBy&industries&tags&sellerId&page&limit
 *                                   -> ProductList {items: Product[], total, page, limit} (public)
 * - GET  /api/products/:id          -> Product (public; 404 {message} when missing or removed)
 * - POST /api/products              CreateProductInput -> 201 Product (signed in)
 * - PATCH /api/products/:id         UpdateProductInput -> Product (seller only: others 403, missing 404)
 * - DELETE /api/products/:id        -> 204 (seller only)
 * - GET  /api/products/:id/similar  -> Product[] (public; up to 8 of the same category, nearest in price first)
 * - POST /api/products/:id/save     -> {productId, saved: true} (not one's own: 403)
 * - DELETE /api/products/:id/save   -> {productId, saved: false}
 * - GET  /api/products/saved        -> Product[] (newest saved first)
 * - POST /api/uploads               multipart `images` (JPEG/PNG/WebP, 5 MB, 10) -> 201 UploadResult (upload-schemas.ts)
 * Shared files (signed in; parties of the conversation or project only, others 404; file-schemas.ts):
 * - POST /api/files/uploads          tus creation, Upload-Metadata {filename, context, connectionId | projectId[, revisionOf]}
 * - PATCH|HEAD|DELETE /api/files/uploads/:uploadId  tus append / resume / cancel (the uploader's own);
 *                                   the PATCH that completes it answers 204 with X-File-Id, or 400 {message} (refused kind)
 * - GET  /api/files?connectionId= | ?projectId=  -> FileList (newest first, revisions grouped)
 * - GET  /api/files/:id             -> FileView
 * - GET  /api/files/:id/download    -> the bytes (attachment); 409 while not yet scanned (but for the uploader) or infected
 * - DELETE /api/files/:id           -> 204 (uploader; a project's owner too)
 * Project NDAs (signed in; nda-schemas.ts; a partner is a member on an accepted connection about the project):
 * - GET  /api/shared-projects       -> SharedProjectSummary[] (the projects the member is a partner of)
 * - GET  /api/projects/:id/shared   -> SharedProjectView (owner or partner, others 404; confidential fields withheld until signed)
 * - GET  /api/projects/:id/nda      -> ProjectNda (owner: settings, versions, signatures, partners, template)
 * - PATCH /api/projects/:id/nda     {required?, confidentialFields?} -> ProjectNda (owner; 409 requiring it with no version)
 * - POST /api/projects/:id/nda/versions {text} -> 201 NdaVersion (owner; every edit is a new version)
 * - POST /api/projects/:id/nda/signatures {versionId, fullName} -> 201 NdaSignature (partner; 400 for a name
 *                                      not matching the account's, 409 for an outdated version); both sides are mailed the PDF
 * - GET  /api/nda-signatures/:id/pdf -> the signed NDA as a PDF (the project's owner or the signer)
 * Plans and payments (schemas in payment-schemas.ts; amounts sent by clients are ignored):
 * - GET  /api/payments/config       -> PaymentConfig (public: which card and wallet providers, test mode)
 * - POST /api/get-or-create-subscription {plan, role, pricingTier} -> SubscriptionResponse {status, clientSecret, ...}
 * - POST /api/simulated-subscription-success {plan, role, interval, paymentIntentId, cardNumber?} -> Billing
 *                                      (404 unless simulated payments are on; 402 for a declined test card)
 * - POST /api/create-payment-intent {amount (ignored), productId, quantity, projectId?} -> PaymentIntentResponse
 * - POST /api/simulated-payment-success {paymentIntentId, cardNumber?} -> Billing
 * - GET  /api/billing               -> Billing (plan, status, trial, renewal, entitlements, payment history)
 * - POST /api/billing/cancel | /api/billing/resume -> Billing (cancel at period end, or take it back)
 * - GET  /api/paypal/setup         -> WalletSetup {clientToken, clientId, provider} (public; 404 without a wallet)
 * - POST /api/paypal/order          {amount, currency, intent, plan?, role?, interval?} -> WalletOrderResponse {id, ...}
 * - POST /api/paypal/order/:orderId/capture -> WalletCaptureResponse (the order's owner only; paymentStatus `pending`
 *                                      while PayPal holds the capture); 422 {message, instrumentDeclined: true} when
 *                                      PayPal declined the funding source (the order stays open: restart PayPal's flow)
 * - POST /api/paypal/subscription-success {orderId, subscriptionPlan, interval} -> Billing; 400 {message, errors: {field}}
 * - GET  /api/user/export?format=xlsx|csv -> the member's data as .xlsx or a zip of .csv (403 without the export_data purchase)
 * - POST /api/webhooks/stripe      Stripe's signed events -> {received, result} (404 without Stripe; 400 bad signature)
 * - POST /api/webhooks/paypal      PayPal's events, verified with PayPal -> {received, result} (404 without PAYPAL_WEBHOOK_ID; 400 unverified)
 * AI tools (signed in; schemas in ai-schemas.ts):
 * - POST /api/ai/design-recommendations | manufacturing-feasibility | cost-estimation | quick-prototype-cost
 *   -> the tool's answer plus {engine, model, note, runId, createdAt}; 400 with the spec's
 *   required-field messages; 429 past the hourly allowance
 * - GET  /api/ai/runs?tool=         -> AiRunSummary[] (the member's last 50 runs, newest first)
 * - GET  /api/ai/runs/:id           -> AiRun (input and result; owner only, else 404)
 * - PATCH /api/ai/runs/:id {projectId|null} -> AiRunSummary (saved to one of the member's projects, or taken off)
 * - DELETE /api/ai/runs/:id         -> 204
 * - GET  /api/projects/:id/estimates -> AiRunSummary[] (the project owner only)
 * Requests for quote (signed in; sourcing-schemas.ts; docs/sourcing.md; others' requests 404):
 * - GET  /api/rfqs?status=          -> RfqSummary[] (the buyer's own, newest first)
 * - POST /api/rfqs                  CreateRfqInput -> 201 RfqDetail (a draft)
 * - GET  /api/rfqs/inbox?status=    -> RfqSummary[] (a supplier's: invited, or open and matching)
 * - GET  /api/rfqs/:id              -> RfqDetail (buyer, or a supplier it is visible to)
 * - PATCH /api/rfqs/:id             UpdateRfqInput -> RfqDetail (buyer; a draft freely, an open one in part)
 * - POST /api/rfqs/:id/publish      -> RfqDetail (buyer; draft -> open; 403 past the plan's monthly requests)
 * - POST /api/rfqs/:id/cancel       {reason?} -> RfqDetail (buyer)
 * - POST /api/rfqs/:id/invitations  {supplierIds} -> RfqDetail (buyer; 403 past the plan's invitations)
 * - GET  /api/rfqs/:id/suggestions?limit= -> SupplierSuggestion[] (buyer)
 * - GET  /api/rfqs/:id/quote        -> Quote | null (the supplier's own)
 * - PUT  /api/rfqs/:id/quote        SaveQuoteInput -> Quote (save a draft or submit a version; 409 past the deadline)
 * - POST /api/rfqs/:id/quote/withdraw {reason?} -> Quote
 * - POST /api/rfqs/:id/decline      {reason} -> RfqDetail (supplier)
 * - GET  /api/rfqs/:id/quotes       -> Quote[] with versions (buyer)
 * - GET  /api/rfqs/:id/questions    -> RfqQuestion[]; POST {question} -> 201 RfqQuestion (supplier)
 * - POST /api/rfqs/:id/questions/:questionId/answer {answer, visibility} -> RfqQuestion (buyer)
 * - GET  /api/rfqs/:id/comparison   -> RfqComparison (buyer); /comparison/export -> .xlsx
 * - POST /api/rfqs/:id/award        AwardRfqInput -> RfqDetail (buyer)
 * - GET  /api/projects/:id/rfqs     -> RfqSummary[] (the project's owner)
 * Notifications (signed in; notification-schemas.ts; docs/notifications.md):
 * - GET  /api/notifications?before=&limit= -> NotificationPage (newest first, with the unread count)
 * - POST /api/notifications/:id/read -> UnreadCount (own only, else 404)
 * - POST /api/notifications/read-all -> UnreadCount
 * - GET  /api/notifications/preferences -> NotificationPreferences
 * - PUT  /api/notifications/preferences UpdateNotificationPreferencesInput -> NotificationPreferences
 * - POST /api/notifications/unsubscribe?token= -> {message} (signed out too: the mail's one-click link, RFC 8058)
 * Reports and verification (schemas in report-schemas.ts and admin-schemas.ts):
 * - POST /api/reports               CreateReportInput -> 201 ReportReceipt (signed in; 409 for a repeat, 400 own content)
 * - POST /api/user/verification     {verificationCredential} -> OwnUser (professionals; re-submission after a rejection)
 * Supplier profiles (manufacturers and suppliers write, others 403; supplier-profile-schemas.ts):
 * - GET  /api/user/supplier-profile -> SupplierProfile (own, every certification with its state)
 * - PUT  /api/user/supplier-profile SupplierProfileInput -> SupplierProfile (403 past the plan's capabilities)
 * - POST /api/user/supplier-profile/certifications {certification, fileId} -> 201 CertificationView (pending)
 * - DELETE /api/user/supplier-profile/certifications/:id -> 204 (own only, else 404)
 * - POST /api/user/supplier-profile/portfolio PortfolioItemInput -> 201 PortfolioItem
 * - PATCH|DELETE /api/user/supplier-profile/portfolio/:id -> PortfolioItem | 204 (own only, else 404)
 * Admin only (401 anonymous, 403 any member, 403 an admin without two-factor sign-in):
 * - GET  /api/admin/overview?days=30|90          -> AdminOverview
 * - GET  /api/admin/verifications                -> VerificationQueueItem[] (oldest submission first)
 * - POST /api/admin/verifications/:id/approve {reason?} | /reject {reason} -> AdminActionResult
 * - GET  /api/admin/members?q&role&state&verification&page&limit -> Paged<AdminMemberRow>
 * - GET  /api/admin/members/:id                  -> AdminMemberDetail
 * - POST /api/admin/members/:id/deactivate | /reactivate {reason} -> AdminActionResult
 * - GET  /api/admin/reports?status&targetType&page&limit -> Paged<AdminReport>
 * - POST /api/admin/reports/:id/resolve {decision: dismiss|hide|deactivate, reason} -> AdminActionResult
 * - GET  /api/admin/listings?type=product|project&q&state&page&limit -> Paged<AdminListingRow>
 * - POST /api/admin/listings/:type/:id/hide | /restore {reason} -> AdminActionResult
 * - POST /api/admin/sourcing/:type/:id/hide | /restore {reason} -> AdminActionResult (type rfq | quote)
 * - GET  /api/admin/sourcing/hidden?type=rfq|quote&page&limit -> Paged<HiddenSourcingItem> (most recently hidden first)
 * - GET  /api/admin/inbox?kind&status&page&limit -> Paged<AdminInboxItem>
 * - PATCH /api/admin/inbox/:id {status}          -> AdminInboxItem
 * - POST /api/admin/inbox/:id/reply {message}    -> AdminInboxItem (mailed to the sender)
 * - GET  /api/admin/audit?action&targetType&adminId&from&to&page&limit -> Paged<AuditEntry> (read only: no route edits it)
 * - GET  /api/admin/certifications?status=pending|approved|rejected -> CertificationQueueItem[]
 * - POST /api/admin/certifications/:id/approve {reason?} | /reject {reason} -> AdminActionResult
 *
 * Every failure: {message, errors?: {field: message}} (see api-error.ts for the optional flags).
 */
export const API_PATHS = {
  user: '/api/user',
  login: '/api/login',
  register: '/api/register',
  logout: '/api/logout',
  /** The public site's forms (shared/schemas/site-forms-schemas.ts). */
  contact: '/api/contact',
  enterpriseRequests: '/api/enterprise-requests',
  newsletter: '/api/newsletter',
  /** POST {name, email}: registers for the site's event `:slug` (201; the same answer again for an address already registered). */
  eventRegistrations: '/api/events/:slug/registrations',
  /** GET: the event as an .ics file (the registration mail's attachment), for the 'Add to calendar' links. */
  eventCalendar: '/api/events/:slug/calendar',
  /** POST an event for the events page: it reaches the team's inbox. */
  eventSubmissions: '/api/event-submissions',
  clearSession: '/api/clear-session',
  forgotPassword: '/api/forgot-password',
  resetPassword: '/api/reset-password',
  verifyEmail: '/api/verify-email',
  resendVerification: '/api/resend-verification',
  deactivate: '/api/user/deactivate',
  userPreferences: '/api/user/preferences',
  changePassword: '/api/user/change-password',
  twoFactorSetup: '/api/user/2fa/setup',
  twoFactorEnable: '/api/user/2fa/enable',
  twoFactorDisable: '/api/user/2fa/disable',
  projects: '/api/projects',
  userProjects: '/api/projects/user',
  project: '/api/projects/:id',
  projectConnections: '/api/connections/project/:id',
  dashboard: '/api/dashboard',
  users: '/api/users',
  userProfile: '/api/users/:id',
  connections: '/api/connections',
  connection: '/api/connections/:id',
  ratings: '/api/ratings',
  targetRatings: '/api/ratings/target/:type/:id',
  messages: '/api/messages',
  unreadMessages: '/api/messages/unread',
  messageSummaries: '/api/messages/summaries',
  connectionMessages: '/api/messages/connection/:id',
  connectionMessagesRead: '/api/messages/connection/:id/read',
  products: '/api/products',
  savedProducts: '/api/products/saved',
  product: '/api/products/:id',
  productSave: '/api/products/:id/save',
  similarProducts: '/api/products/:id/similar',
  uploads: '/api/uploads',
  files: '/api/files',
  file: '/api/files/:id',
  fileDownload: '/api/files/:id/download',
  fileUploads: '/api/files/uploads',
  fileUpload: '/api/files/uploads/:uploadId',
  sharedProjects: '/api/shared-projects',
  sharedProject: '/api/projects/:id/shared',
  projectNda: '/api/projects/:id/nda',
  projectNdaVersions: '/api/projects/:id/nda/versions',
  projectNdaSignatures: '/api/projects/:id/nda/signatures',
  ndaSignaturePdf: '/api/nda-signatures/:id/pdf',
  getOrCreateSubscription: '/api/get-or-create-subscription',
  simulatedSubscriptionSuccess: '/api/simulated-subscription-success',
  createPaymentIntent: '/api/create-payment-intent',
  simulatedPaymentSuccess: '/api/simulated-payment-success',
  paymentsConfig: '/api/payments/config',
  billing: '/api/billing',
  billingCancel: '/api/billing/cancel',
  billingResume: '/api/billing/resume',
  stripeWebhook: '/api/webhooks/stripe',
  paypalWebhook: '/api/webhooks/paypal',
  paypalSetup: '/api/paypal/setup',
  paypalOrder: '/api/paypal/order',
  paypalCapture: '/api/paypal/order/:orderId/capture',
  paypalSubscriptionSuccess: '/api/paypal/subscription-success',
  dataExport: '/api/user/export',
  aiDesignRecommendations: '/api/ai/design-recommendations',
  aiManufacturingFeasibility: '/api/ai/manufacturing-feasibility',
  aiCostEstimation: '/api/ai/cost-estimation',
  aiQuickPrototypeCost: '/api/ai/quick-prototype-cost',
  aiRuns: '/api/ai/runs',
  aiRun: '/api/ai/runs/:id',
  projectEstimates: '/api/projects/:id/estimates',
  rfqs: '/api/rfqs',
  rfqInbox: '/api/rfqs/inbox',
  rfq: '/api/rfqs/:id',
  rfqPublish: '/api/rfqs/:id/publish',
  rfqCancel: '/api/rfqs/:id/cancel',
  rfqInvitations: '/api/rfqs/:id/invitations',
  rfqSuggestions: '/api/rfqs/:id/suggestions',
  rfqMyQuote: '/api/rfqs/:id/quote',
  rfqQuoteWithdraw: '/api/rfqs/:id/quote/withdraw',
  rfqDecline: '/api/rfqs/:id/decline',
  rfqQuotes: '/api/rfqs/:id/quotes',
  rfqQuestions: '/api/rfqs/:id/questions',
  rfqQuestionAnswer: '/api/rfqs/:id/questions/:questionId/answer',
  rfqComparison: '/api/rfqs/:id/comparison',
  rfqComparisonExport: '/api/rfqs/:id/comparison/export',
  rfqAward: '/api/rfqs/:id/award',
  projectRfqs: '/api/projects/:id/rfqs',
  notifications: '/api/notifications',
  notificationRead: '/api/notifications/:id/read',
  notificationsReadAll: '/api/notifications/read-all',
  notificationPreferences: '/api/notifications/preferences',
  notificationUnsubscribe: '/api/notifications/unsubscribe',
  reports: '/api/reports',
  verificationResubmit: '/api/user/verification',
  supplierProfile: '/api/user/supplier-profile',
  supplierCertifications: '/api/user/supplier-profile/certifications',
  supplierCertification: '/api/user/supplier-profile/certifications/:id',
  supplierPortfolio: '/api/user/supplier-profile/portfolio',
  supplierPortfolioItem: '/api/user/supplier-profile/portfolio/:id',
  adminOverview: '/api/admin/overview',
  adminVerifications: '/api/admin/verifications',
  adminVerificationApprove: '/api/admin/verifications/:id/approve',
  adminVerificationReject: '/api/admin/verifications/:id/reject',
  adminMembers: '/api/admin/members',
  adminMember: '/api/admin/members/:id',
  adminMemberDeactivate: '/api/admin/members/:id/deactivate',
  adminMemberReactivate: '/api/admin/members/:id/reactivate',
  adminReports: '/api/admin/reports',
  adminReportResolve: '/api/admin/reports/:id/resolve',
  adminListings: '/api/admin/listings',
  adminListingHide: '/api/admin/listings/:type/:id/hide',
  adminListingRestore: '/api/admin/listings/:type/:id/restore',
  /** POST {reason}: hide or restore a request for quote (`rfq`) or a quote (`quote`). */
  adminSourcingHide: '/api/admin/sourcing/:type/:id/hide',
  adminSourcingRestore: '/api/admin/sourcing/:type/:id/restore',
  /** GET ?type=rfq|quote: the hidden ones, to restore (the sourcing module answers). */
  adminSourcingHidden: '/api/admin/sourcing/hidden',
  adminInbox: '/api/admin/inbox',
  adminInboxItem: '/api/admin/inbox/:id',
  adminInboxReply: '/api/admin/inbox/:id/reply',
  adminAudit: '/api/admin/audit',
  adminCertifications: '/api/admin/certifications',
  adminCertificationApprove: '/api/admin/certifications/:id/approve',
  adminCertificationReject: '/api/admin/certifications/:id/reject',
} as const;

/** Fills a path's `:name` parameters: `apiPath(API_PATHS.project, { id: 7 })` -> '/api/projects/7'. */
export function apiPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (whole, name: string) => (name in params ? encodeURIComponent(String(params[name])) : whole));
}

export const SOCKET_PATH = '/ws';

export interface MessageResponse {
  message: string;
}
