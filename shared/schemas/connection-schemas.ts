import { z } from 'zod';
import { bodyId } from './ids.ts';
import { publicUserSchema } from './user-schemas.ts';

/** Connection statuses. */
export const CONNECTION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const connectionSchema = z.object({
  id: z.int(),
  requesterId: z.int(),
  recipientId: z.int(),
  projectId: z.int().nullable(),
  /** The marketplace listing the request started from (Contact Seller), or null. */
  productId: z.int().nullable(),
  status: z.enum(CONNECTION_STATUSES),
  message: z.string().nullable(),
  /** Sent with a priority request (premium_connections): first in the recipient's requests, marked 'Priority'. */
  isPriority: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Connection = z.infer<typeof connectionSchema>;

/**
 * A connection with both sides' public profiles (never an email). The partner, seen from the
 * signed-in user, is `requesterId === me ? recipient : requester`. A side whose account was
 * deactivated is null (show 'Unknown User').
 */
export const connectionWithUsersSchema = connectionSchema.extend({
  requester: publicUserSchema.nullable(),
  recipient: publicUserSchema.nullable(),
});
export type ConnectionWithUsers = z.infer<typeof connectionWithUsersSchema>;

/** The New-partner dialog's rules, which the server applies too. */
export const CONNECTION_MESSAGES = {
  noUserTitle: 'No user selected',
  noUser: 'Please select a user to connect with.',
  noMessageTitle: 'Message required',
  noMessage: 'Please include a message with your connection request.',
  messageTooLong: 'Your message must be at most 1000 characters.',
  project: 'Please choose one of your own projects.',
  product: 'This listing is not available.',
  status: 'Status must be accepted or rejected.',
  self: 'You cannot send a connection request to yourself.',
  noPriorityLeft: 'You have no priority requests left. Buy Premium Connections at checkout to send more.',
  recipientNotFound: 'This user does not exist or is no longer active.',
  alreadyPending: 'A connection request between you and this user is already pending.',
  alreadyConnected: 'You are already connected with this user.',
  notFound: 'Connection not found.',
  recipientOnly: 'Only the person who received this request can accept or reject it.',
  notPending: (status: ConnectionStatus) => `This request has already been ${status}.`,
  requesterOnly: 'Only the person who sent this request can withdraw it.',
  withdrawOnlyPending: 'Only a pending request can be withdrawn.',
  /** Toast titles when the server already holds a request or connection between the two (409): not an error. */
  pendingTitle: 'Request pending',
  connectedTitle: 'Already connected',
} as const;

export const CONNECTION_MESSAGE_MAX = 1000;

/** Connect dialog: the default message (a short introduction asking to connect). */
export function defaultConnectMessage(recipientName: string): string {
  return `Hi ${recipientName}, I came across your profile on HardwareHub and would like to connect to discuss a potential collaboration.`;
}

/**
 * Contact Seller: the request's message names the listing and links it, so the seller knows what it
 * is about; the member may change the text before sending.
 */
export function productContactMessage(sellerName: string, productName: string, productUrl: string | null): string {
  return `Hi ${sellerName}, I'm interested in your listing "${productName}" on HardwareHub${productUrl ? ` (${productUrl})` : ''}. Could you tell me more about it?`;
}

/** The draft a member connected to the seller starts from in their conversation. */
export function productDraftMessage(productName: string, productUrl: string | null): string {
  return `Hi, I'm interested in your listing "${productName}"${productUrl ? ` (${productUrl})` : ''}. Is it still available?`;
}

/** POST /api/connections. */
export const createConnectionSchema = z.object({
  recipientId: bodyId(CONNECTION_MESSAGES.noUser),
  message: z
    .string({ error: CONNECTION_MESSAGES.noMessage })
    .trim()
    .min(1, CONNECTION_MESSAGES.noMessage)
    .max(CONNECTION_MESSAGE_MAX, CONNECTION_MESSAGES.messageTooLong),
  /** One of the requester's own projects; null or absent for none. */
  projectId: bodyId(CONNECTION_MESSAGES.project).nullable().optional(),
  /** A visible listing of the recipient's the request is about (Contact Seller); null or absent for none. */
  productId: bodyId(CONNECTION_MESSAGES.product).nullable().optional(),
  /**
   * Send as a priority request (one of the member's premium_connections). Past the plan's monthly
   * quota a held priority request is used without asking: that is what they are for.
   */
  priority: z.boolean({ error: 'Priority must be true or false.' }).optional(),
});
export type CreateConnectionInput = z.input<typeof createConnectionSchema>;
export type CreateConnectionPayload = z.output<typeof createConnectionSchema>;

/** PATCH /api/connections/{id}: the recipient's answer. */
export const updateConnectionSchema = z.object({
  status: z.enum(['accepted', 'rejected'], { error: CONNECTION_MESSAGES.status }),
});
export type UpdateConnectionInput = z.infer<typeof updateConnectionSchema>;

/** The project a connection is about, as both sides may see it. */
export const connectionProjectSchema = z.object({
  id: z.int(),
  userId: z.int(),
  name: z.string(),
  status: z.string(),
  stage: z.string().nullable(),
  tags: z.array(z.string()),
});
export type ConnectionProject = z.infer<typeof connectionProjectSchema>;

/** The listing a connection started from, as both sides may see it. */
export const connectionProductSchema = z.object({
  id: z.int(),
  name: z.string(),
});
export type ConnectionProduct = z.infer<typeof connectionProductSchema>;

/** GET /api/connections, POST and PATCH answers: both sides' public profiles, the project and the listing (or null). */
export const connectionDetailSchema = connectionWithUsersSchema.extend({
  project: connectionProjectSchema.nullable(),
  product: connectionProductSchema.nullable(),
});
export type ConnectionDetail = z.infer<typeof connectionDetailSchema>;
