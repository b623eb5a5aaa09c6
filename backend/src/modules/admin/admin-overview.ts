import type { Knex } from 'knex';
import { ROLES, SUBSCRIPTION_PLANS, type SubscriptionPlan } from '#shared/constants/roles.ts';
import type { AdminOverview } from '#shared/schemas/admin-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { countRows } from '../../db/query-helpers.ts';

const DAY_MS = 86_400_000;

/** The calendar day (UTC) of a date column, as 'YYYY-MM-DD', in each engine's SQL (SQLite keeps epoch milliseconds). */
function dayOf(knex: Knex, column: string): Knex.Raw {
  return knex.client.config.client === 'mysql2'
    ? knex.raw("DATE_FORMAT(??, '%Y-%m-%d')", [column])
    : knex.raw("strftime('%Y-%m-%d', ?? / 1000, 'unixepoch')", [column]);
}

/** A subscription's plan tier from its code ('entrepreneur-pro' -> 'pro'); one-off purchases together. */
export function revenuePlanOf(kind: string, productCode: string): string {
  if (kind !== 'subscription') return 'one-off';
  const tier = productCode.split('-').at(-1) ?? productCode;
  return (SUBSCRIPTION_PLANS as readonly string[]).includes(tier) ? tier : productCode;
}

/**
 * The console's overview: sign-ups by role, messages and connections per day, the plan
 * mix now and revenue by plan over the last 30 or 90 days (UTC days, today included). Counted in
 * SQL, grouped by day, so it stays cheap at any size.
 */
export async function adminOverview(deps: Pick<AppDeps, 'knex' | 'clock'>, days: number): Promise<AdminOverview> {
  const { knex } = deps;
  const today = new Date(Math.floor(deps.clock.now().getTime() / DAY_MS) * DAY_MS);
  const since = new Date(today.getTime() - (days - 1) * DAY_MS);
  const dates = Array.from({ length: days }, (_, i) => new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10));

  const perDay = async (table: string, column: string, filter: (q: Knex.QueryBuilder) => void = () => {}, by?: string) => {
    const query = knex(table).where(column, '>=', since).select({ day: dayOf(knex, column) }).count({ n: '*' }).groupBy('day');
    if (by) query.select(by).groupBy(by);
    filter(query);
    return (await query) as Array<Record<string, unknown>>;
  };

  const [signups, messages, connections, planRows, payments, totals] = await Promise.all([
    perDay('users', 'createdAt', undefined, 'role'),
    perDay('messages', 'createdAt'),
    perDay('connections', 'updatedAt', (q) => q.where('status', 'accepted')),
    knex('users').whereNull('deactivatedAt').whereNot('role', 'admin').groupBy('subscriptionPlan').select('subscriptionPlan').count({ n: '*' }) as Promise<Array<Record<string, unknown>>>,
    knex('payments').where('status', 'succeeded').where('createdAt', '>=', since).whereNot('kind', 'wallet_test')
      .groupBy('kind', 'productCode').select('kind', 'productCode').sum({ cents: 'amountCents' }) as Promise<Array<Record<string, unknown>>>,
    Promise.all([
      countRows(knex('users').whereNull('deactivatedAt').whereNot('role', 'admin')),
      countRows(knex('projects').where('status', 'active').whereNull('hiddenAt')),
      countRows(knex('users').where('verificationStatus', 'pending').whereNotNull('verificationSubmittedAt').whereNull('deactivatedAt')),
      countRows(knex('reports').where('status', 'open')),
      countRows(knex('inboundRequests').where('status', 'new')),
    ]),
  ]);

  const signupsByDay = dates.map((date) => ({ date, ...Object.fromEntries(ROLES.filter((r) => r !== 'admin').map((role) => [role, 0])) } as Record<string, string | number>));
  const at = new Map(dates.map((date, i) => [date, i]));
  for (const row of signups) {
    const i = at.get(String(row.day));
    if (i !== undefined && row.role !== 'admin') signupsByDay[i]![String(row.role)] = Number(row.n);
  }
  const series = (rows: Array<Record<string, unknown>>) => {
    const byDay = new Map(rows.map((row) => [String(row.day), Number(row.n)]));
    return dates.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
  };
  const messagesByDay = series(messages);
  const connectionsByDay = series(connections);
  const planCounts = new Map(planRows.map((row) => [String(row.subscriptionPlan), Number(row.n)]));
  const revenue = new Map<string, number>();
  for (const row of payments) {
    const plan = revenuePlanOf(String(row.kind), String(row.productCode));
    revenue.set(plan, (revenue.get(plan) ?? 0) + Number(row.cents ?? 0));
  }
  const [members, activeProjects, pendingVerifications, openReports, newRequests] = totals;
  const sum = (list: Array<{ count: number }>) => list.reduce((total, point) => total + point.count, 0);
  return {
    days,
    dates,
    totals: {
      members,
      signups: signups.filter((row) => row.role !== 'admin').reduce((total, row) => total + Number(row.n), 0),
      activeProjects,
      messages: sum(messagesByDay),
      connections: sum(connectionsByDay),
      revenueCents: [...revenue.values()].reduce((a, b) => a + b, 0),
      pendingVerifications,
      openReports,
      newRequests,
    },
    signupsByDay,
    messagesByDay,
    connectionsByDay,
    planMix: SUBSCRIPTION_PLANS.map((plan: SubscriptionPlan) => ({ plan, count: planCounts.get(plan) ?? 0 })),
    revenueByPlan: [...revenue].map(([plan, amountCents]) => ({ plan, amountCents })).sort((a, b) => b.amountCents - a.amountCents),
  };
}
