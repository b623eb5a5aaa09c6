import { isSupplierRole, type SourcingDashboard } from '#shared/schemas/sourcing-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { Rfq } from '../../db/models/rfq-model.ts';
import type { User } from '../../db/models/user-model.ts';
import { matchingOpen } from './rfq-access.ts';

const n = (row: Record<string, unknown> | undefined) => Number(row?.n ?? 0);

/**
 * The dashboard's sourcing figures: as a buyer, own requests taking quotes and the standing quotes on
 * own undecided requests; as a supplier, the requests taking quotes that wait for their answer (invited
 * and not yet quoted or declined, or open and matching and not joined).
 */
export async function sourcingDashboard(deps: AppDeps, user: User): Promise<SourcingDashboard> {
  const { knex } = deps;
  const now = deps.clock.now();
  const [openRequests, quotesReceived] = await Promise.all([
    knex('rfqs').where({ buyerId: user.id, status: 'open' }).where('quoteDeadline', '>', now).count({ n: '*' }).first().then(n),
    knex('rfq_quotes as q')
      .join('rfqs as r', 'r.id', 'q.rfqId')
      .where('r.buyerId', user.id)
      .whereIn('r.status', ['open', 'closed'])
      .where('q.status', 'submitted')
      .whereNull('q.hiddenAt')
      .count({ n: '*' })
      .first()
      .then(n),
  ]);
  let awaitingQuote = 0;
  if (isSupplierRole(user.role)) {
    const taking = (q: ReturnType<typeof Rfq.query>) => q.where('rfqs.status', 'open').where('rfqs.quoteDeadline', '>', now).whereNull('rfqs.hiddenAt').whereNot('rfqs.buyerId', user.id);
    const invited = await Rfq.query(knex).join('rfq_suppliers as s', 's.rfqId', 'rfqs.id').where('s.supplierId', user.id).where('s.status', 'invited').modify(taking).count({ n: '*' }).first();
    const joined = ((await knex('rfq_suppliers').where({ supplierId: user.id }).select('rfqId')) as Array<{ rfqId: number }>).map((row) => Number(row.rfqId));
    const open = await Rfq.query(knex).where('rfqs.visibility', 'open').modify(taking).whereNotIn('rfqs.id', joined).limit(500);
    awaitingQuote = n(invited as unknown as Record<string, unknown>) + (await matchingOpen(knex, open, user)).length;
  }
  return { openRequests, quotesReceived, awaitingQuote };
}
