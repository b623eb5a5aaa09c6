import { z } from 'zod';
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES, type Role } from '../constants/roles.ts';
import { messageWithSenderSchema } from './message-schemas.ts';
import { projectSchema } from './project-schemas.ts';
import { publicUserSchema } from './user-schemas.ts';

/** 000 §9: the dashboard shows 2 projects, 3 messages and 3 recommended partners. */
export const DASHBOARD_COUNTS = { projects: 2, messages: 3, recommendedPartners: 3 } as const;

export const STAT_CARD_KEYS = [
  'activeProjects', 'connectedPartners', 'designReviews',
  'listedProducts', 'inquiries', 'revenueGenerated',
  'productionCapacity', 'manufacturerActiveProjects', 'projectInquiries',
  'potentialInvestments', 'entrepreneurConnections', 'dealFlow',
  'activeDesigns', 'designFeedback', 'completedProjects',
  'ipReviews', 'clientConsultations', 'patentApplications',
] as const;
export type StatCardKey = (typeof STAT_CARD_KEYS)[number];

/** 000 §6: three stat cards per role, in order (admins see the entrepreneur's). */
export const DASHBOARD_STAT_CARDS: Record<Role, ReadonlyArray<{ key: StatCardKey; label: string }>> = {
  entrepreneur: [
    { key: 'activeProjects', label: 'Active Projects' },
    { key: 'connectedPartners', label: 'Connected Partners' },
    { key: 'designReviews', label: 'Design Reviews' },
  ],
  supplier: [
    { key: 'listedProducts', label: 'Listed Products' },
    { key: 'inquiries', label: 'Inquiries' },
    { key: 'revenueGenerated', label: 'Revenue Generated' },
  ],
  manufacturer: [
    { key: 'productionCapacity', label: 'Production Capacity' },
    { key: 'manufacturerActiveProjects', label: 'Active Projects' },
    { key: 'projectInquiries', label: 'Project Inquiries' },
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
    { key: 'patentApplications', label: 'Patent Applications' },
  ],
  admin: [
    { key: 'activeProjects', label: 'Active Projects' },
    { key: 'connectedPartners', label: 'Connected Partners' },
    { key: 'designReviews', label: 'Design Reviews' },
  ],
};

/**
 * One stat card. `value` is a real count, or null when the platform does not record that figure yet
 * (show '—' and the note). `note` says what the number counts, or why there is none.
 */
export const statCardSchema = z.object({
  key: z.enum(STAT_CARD_KEYS),
  label: z.string(),
  value: z.number().nullable(),
  note: z.string(),
});
export type StatCard = z.infer<typeof statCardSchema>;

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
  ratingCount: z.number().int(),
});
export type RecommendedPartner = z.infer<typeof recommendedPartnerSchema>;

export const dashboardSchema = z.object({
  stats: z.array(statCardSchema),
  /** The first 2 own projects, most recently updated first. */
  projects: z.array(projectSchema),
  projectCount: z.number().int(),
  /** The 3 latest messages sent or received, newest first. */
  latestMessages: z.array(messageWithSenderSchema),
  recommendedPartners: z.array(recommendedPartnerSchema),
  subscription: z.object({
    plan: z.enum(SUBSCRIPTION_PLANS),
    planName: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    renewal: z.string().nullable(),
    /** Monthly USD price of the plan in the role's catalogue; 0 for free, null for enterprise. */
    monthlyPrice: z.number().nullable(),
    /** 000 §2: the Upgrade button is shown only on the free plan. */
    showUpgrade: z.boolean(),
    activeProjects: z.number().int(),
    activeProjectLimit: z.number().int().nullable(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
