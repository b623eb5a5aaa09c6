/**
 * API answers for the component tests, typed by the shared schemas: each builder gives a complete,
 * valid object and takes the fields a test cares about.
 */
import type { FileView } from '#shared/schemas/file-schemas.ts';
import type { ConnectionDetail } from '#shared/schemas/connection-schemas.ts';
import type { MessageWithSender } from '#shared/schemas/message-schemas.ts';
import type { NotificationView } from '#shared/schemas/notification-schemas.ts';
import type { PartnerCard } from '#shared/schemas/partner-search-schemas.ts';
import type { Product } from '#shared/schemas/product-schemas.ts';
import type { Project } from '#shared/schemas/project-schemas.ts';
import type { OwnUser, PublicUser } from '#shared/schemas/user-schemas.ts';

const CREATED = '2026-01-05T10:00:00.000Z';

export function publicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  const id = overrides.id ?? 2;
  return {
    id,
    username: `member${id}`,
    role: 'entrepreneur',
    fullName: `Member ${id}`,
    companyName: null,
    location: null,
    profileImage: null,
    bio: null,
    linkedinProfile: null,
    companyWebsite: null,
    expertise: [],
    tags: [],
    verificationStatus: 'verified',
    createdAt: CREATED,
    ...overrides,
  };
}

export function ownUser(overrides: Partial<OwnUser> = {}): OwnUser {
  return {
    ...publicUser({ id: 1, fullName: 'Ada Founder', username: 'ada' }),
    email: 'ada@example.com',
    verificationCredential: null,
    verificationNote: null,
    subscriptionPlan: 'free',
    subscriptionStatus: 'inactive',
    subscriptionRenewal: null,
    subscriptionEndDate: null,
    emailVerified: true,
    dataConsent: true,
    marketingConsent: false,
    cookieConsent: true,
    privacyPolicyAccepted: true,
    termsAccepted: true,
    accountDeletionRequested: false,
    dataProcessingPreferences: { dataSharingOptOut: false, dataRetentionPeriod: 'standard', dataMinimization: true, thirdPartyConsent: false, sensitiveDataProcessing: false },
    lastPrivacyNoticeVersion: null,
    lastPrivacyNoticeAcceptedAt: null,
    lastPasswordChangeAt: null,
    twoFactorEnabled: false,
    emailNotifications: true,
    desktopNotifications: true,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** A connection between `requester` and `recipient` (accepted unless said otherwise). */
export function connection(overrides: Partial<ConnectionDetail> & { requester?: PublicUser | null; recipient?: PublicUser | null } = {}): ConnectionDetail {
  const requester = overrides.requester === undefined ? publicUser({ id: 1, fullName: 'Ada Founder' }) : overrides.requester;
  const recipient = overrides.recipient === undefined ? publicUser({ id: 2, fullName: 'Ben Maker', role: 'manufacturer' }) : overrides.recipient;
  return {
    id: 10,
    requesterId: requester?.id ?? 98,
    recipientId: recipient?.id ?? 99,
    projectId: null,
    productId: null,
    status: 'accepted',
    message: null,
    isPriority: false,
    createdAt: CREATED,
    updatedAt: CREATED,
    project: null,
    product: null,
    ...overrides,
    requester,
    recipient,
  };
}

/** A stored message of a thread. */
export function message(overrides: Partial<MessageWithSender> = {}): MessageWithSender {
  const senderId = overrides.senderId ?? 2;
  return {
    id: 100,
    senderId,
    recipientId: senderId === 1 ? 2 : 1,
    connectionId: 10,
    content: 'Hello there',
    read: false,
    clientMessageId: null,
    attachments: [],
    createdAt: new Date().toISOString(),
    sender: publicUser({ id: senderId, fullName: senderId === 1 ? 'Ada Founder' : 'Ben Maker' }),
    ...overrides,
  };
}

export function project(overrides: Partial<Project> = {}): Project {
  return {
    id: 7,
    userId: 1,
    name: 'Solar Beacon',
    description: 'A solar powered beacon for trails.',
    status: 'active',
    budget: null,
    timeline: null,
    stage: null,
    requirements: null,
    tags: [],
    connectionCount: 0,
    featuredUntil: null,
    hiddenAt: null,
    hiddenReason: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 50,
    name: 'ESP32 DevKit',
    description: 'A development board with Wi-Fi and Bluetooth.',
    price: '12.50',
    category: 'development_kits',
    condition: 'new',
    location: null,
    brand: null,
    model: null,
    serialNumber: null,
    manufactureDate: null,
    quantity: 1,
    isUsed: false,
    isAvailable: true,
    isFeatured: false,
    datasheetUrl: null,
    images: [],
    tags: [],
    industries: [],
    shippingOptions: ['Standard Shipping'],
    specifications: {},
    sellerId: 3,
    seller: { id: 3, fullName: 'Sam Seller', profileImage: null, company: null },
    rating: { average: null, count: 0 },
    saved: false,
    hiddenAt: null,
    hiddenReason: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function partnerCard(overrides: Partial<PartnerCard> = {}): PartnerCard {
  return {
    ...publicUser({ id: 20, fullName: 'Wei Zhang', role: 'manufacturer', companyName: 'Shenzhen Precision Electronics' }),
    rating: { average: 5, count: 1 },
    verified: true,
    featured: false,
    ...overrides,
  };
}

/** A shared file as the API shows it (a conversation's, scanned clean). */
export function fileView(overrides: Partial<FileView> = {}): FileView {
  return {
    id: 77,
    name: 'bracket.step',
    kind: 'step',
    mime: 'model/step',
    size: 48_213,
    sha256: 'a'.repeat(64),
    scanStatus: 'clean',
    scannedAt: '2026-03-02T10:00:05.000Z',
    uploader: { id: 1, name: 'Ada Founder' },
    context: 'conversation',
    connectionId: 10,
    projectId: null,
    revisionOf: null,
    revision: 1,
    downloadable: true,
    geometry: null,
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A notification as the bell lists it: unread, from member 2, leading to their conversation. */
export function notification(overrides: Partial<NotificationView> = {}): NotificationView {
  return {
    id: 1,
    kind: 'connection-request',
    title: 'New connection request',
    body: 'Member 2 wants to connect with you.',
    link: '/messages/10',
    createdAt: CREATED,
    readAt: null,
    actor: { id: 2, name: 'Member 2', avatarUrl: null },
    ...overrides,
  };
}
