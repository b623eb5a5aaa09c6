import { z } from 'zod';
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES, type Role } from '../constants/roles.ts';
import { messageWithSenderSchema } from './message-schemas.ts';
import { projectSchema } from './project-schemas.ts';
import { sourcingDashboardSchema } from './sourcing-schemas.ts';
import { publicUserSchema, type PublicUser } from './user-schemas.ts';

/** The dashboard shows 2 projects, 3 messages and 3 recommended partners. */
export const DASHBOARD_COUNTS = { projects: 2, messages: 3, recommendedPartners: 3 } as const;

export const STAT_CARD_KEYS = [
  'activeProjects', 'connectedPartners', 'unreadMessages',
  'listedProducts', 'inquiries', 'productSaves',
  'manufacturerActiveProjects', 'projectInquiries',
  'potentialInvestments', 'entrepreneurConnections', 'dealFlow',
  'activeDesigns', 'designFeedback', 'completedProjects',
  'ipReviews', 'clientConsultations', 'clientRatings',
] as const;
export type StatCardKey = (typeof STAT_CARD_KEYS)[number];

/**
 * Three stat cards per role, in order (admins see the entrepreneur's). Every card is a figure the
 * platform records: the spec's cards it does not record (design reviews, revenue, production
 * capacity, patent applications) are replaced by ones it does. Sellers (suppliers, manufacturers)
 * lead with the requests waiting for their answer.
 */
export const DASHBOARD_STAT_CARDS: Record<Role, ReadonlyArray<{ key: StatCardKey; label: string }>> = {
  entrepreneur: [
    { key: 'activeProjects', label: 'Active Projects' },
    { key: 'connectedPartners', label: 'Connected Partners' },
    { key: 'unreadMessages', label: 'Unread Messages' },
  ],
  supplier: [
    { key: 'inquiries', label: 'Inquiries' },
    { key: 'listedProducts', label: 'Listed Products' },
    { key: 'productSaves', label: 'Saved by Members' },
  ],
  manufacturer: [
    { key: 'projectInquiries', label: 'Project Inquiries' },
    { key: 'manufacturerActiveProjects', label: 'Active Projects' },
    { key: 'connectedPartners', label: 'Connected Partners' },
  ],
  investor: [
    { key: 'potentialInvestments', label: 'Potential Investments' },
    { key: 'entrepreneurConnections', label: 'Entrepreneur Connections' },
    { key: 'dealFlow', label: 'Deal Flow' },
  ],
  designer: [
    { key: 'activeDesigns', label: 'Active Designs' },
    { key: 'designFeedback', label: 'Design Feedback' },
    { key: 'completedProjects', label: 'Completed Projects' },
  ],
  attorney: [
    { key: 'ipReviews', label: 'IP Reviews' },
    { key: 'clientConsultations', label: 'Client Consultations' },
    { key: 'clientRatings', label: 'Client Ratings' },
  ],
  admin: [
    { key: 'activeProjects', label: 'Active Projects' },
    { key: 'connectedPartners', label: 'Connected Partners' },
    { key: 'unreadMessages', label: 'Unread Messages' },
  ],
};

/** One stat card: a real count, and `note` saying what it counts. */
export const statCardSchema = z.object({
  key: z.enum(STAT_CARD_KEYS),
  label: z.string(),
  value: z.number(),
  note: z.string(),
});
export type StatCard = z.infer<typeof statCardSchema>;

/** The profile fields partners look at, in the order the dashboard lists what is missing. */
export const PROFILE_FIELDS = [
  { key: 'profileImage', label: 'Profile photo' },
  { key: 'companyName', label: 'Company name' },
  { key: 'location', label: 'Location' },
  { key: 'bio', label: 'About' },
  { key: 'expertise', label: 'Expertise' },
  { key: 'companyWebsite', label: 'Company website' },
  { key: 'linkedinProfile', label: 'LinkedIn profile' },
] as const satisfies ReadonlyArray<{ key: keyof PublicUser; label: string }>;

export const profileCompletenessSchema = z.object({
  /** Share of PROFILE_FIELDS filled in, 0-100, rounded. */
  percent: z.int(),
  /** The labels of the empty ones, in PROFILE_FIELDS order. */
  missing: z.array(z.string()),
});
export type ProfileCompleteness = z.infer<typeof profileCompletenessSchema>;

/** How complete a profile is: a field counts when it has visible text (or, for expertise, an entry). */
export function profileCompleteness(user: Pick<PublicUser, (typeof PROFILE_FIELDS)[number]['key']>): ProfileCompleteness {
  const filled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '');
  const missing = PROFILE_FIELDS.filter((field) => !filled(user[field.key])).map((field) => field.label);
  return { percent: Math.round((100 * (PROFILE_FIELDS.length - missing.length)) / PROFILE_FIELDS.length), missing };
}

export const recommendedPartnerSchema = z.object({
  user: publicUserSchema,
  /** Higher is a better fit; only the order matters. */
  score: z.number(),
  /** Why this partner, best reason first, e.g. 'Expertise in PCB Design (CardioPatch)'. */
  reasons: z.array(z.string()).min(1),
  /** The partner's expertise entries that matched your project tags or expertise. */
  matchedExpertise: z.array(z.string()),
  /** Average received user rating on the 1-5 scale, null when unrated. */
  ratingAverage: z.number().nullable(),
  ratingCount: z.int(),
});
export type RecommendedPartner = z.infer<typeof recommendedPartnerSchema>;

export const dashboardSchema = z.object({
  stats: z.array(statCardSchema),
  /** The first 2 own projects, most recently updated first. */
  projects: z.array(projectSchema),
  projectCount: z.int(),
  /** The 3 latest messages sent or received, newest first. */
  latestMessages: z.array(messageWithSenderSchema),
  recommendedPartners: z.array(recommendedPartnerSchema),
  /** Connection requests waiting for the member's answer (what a manufacturer or supplier does first). */
  pendingRequests: z.int(),
  profile: profileCompletenessSchema,
  /**
   * Requests for quote: as a buyer (open requests, quotes received) and as a supplier (requests waiting for a
   * quote). The server always sends it; optional so clients built before it keep their type.
   */
  sourcing: sourcingDashboardSchema.optional(),
  subscription: z.object({
    plan: z.enum(SUBSCRIPTION_PLANS),
    planName: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    renewal: z.string().nullable(),
    /** Monthly USD price of the plan in the role's catalogue; 0 for free, null for enterprise. */
    monthlyPrice: z.number().nullable(),
    /** The Upgrade button is shown only on the free plan. */
    showUpgrade: z.boolean(),
    activeProjects: z.int(),
    activeProjectLimit: z.int().nullable(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
