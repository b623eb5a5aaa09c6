/**
 * The notifications of the bench suite: months of the bell's history, most of it for a few heavy
 * members (a busy founder's or supplier's list runs to thousands) and the rest spread thin. Written
 * straight into the table as the notifications module stores them: ids in the order they happened,
 * the last few days unread, everything older read, and all of it already mailed and digested (so the
 * server's mail and digest sweeps find nothing to do during a measurement).
 */
import type { Knex } from 'knex';
import type { NotificationKind } from '#shared/schemas/notification-schemas.ts';
import { prng } from './bench-support.ts';
import { insertChunked } from '../src/modules/users/index.ts';

let random = prng(20261128);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const DAY = 86_400_000;
const SPAN_DAYS = 180;
const UNREAD_DAYS = 3;

const SAMPLES: Array<{ kind: NotificationKind; weight: number; make: (n: number) => { title: string; body: string; link: string } }> = [
  { kind: 'message', weight: 40, make: (n) => ({ title: 'New message', body: 'Can you confirm the wall thickness on the lower housing before we cut steel?', link: `/messages/${1 + (n % 900)}` }) },
  { kind: 'rfq-quote', weight: 14, make: (n) => ({ title: 'New quote on your request', body: `Quote version ${1 + (n % 3)} received: pilot run, 3 lines.`, link: `/rfqs/${1 + (n % 1000)}?tab=quotes` }) },
  { kind: 'rfq-invited', weight: 10, make: (n) => ({ title: 'You are invited to quote', body: 'Enclosure halves and main board PCBA, 1k/5k/20k breaks.', link: `/rfqs/${1 + (n % 1000)}` }) },
  { kind: 'connection-request', weight: 8, make: () => ({ title: 'New connection request', body: 'We mould ABS and PC enclosures in Dongguan; happy to review your drawings.', link: '/dashboard' }) },
  { kind: 'connection-answered', weight: 6, make: (n) => ({ title: 'Your connection request was accepted', body: 'You can now message each other.', link: `/messages/${1 + (n % 900)}` }) },
  { kind: 'file-shared', weight: 8, make: (n) => ({ title: 'A file was shared with you', body: 'enclosure-drawing-rev-C.pdf', link: `/projects/${1 + (n % 500)}?tab=files` }) },
  { kind: 'rfq-question', weight: 5, make: (n) => ({ title: 'A question on your request', body: 'Can the gasket be a separate TPE part instead of overmoulded?', link: `/rfqs/${1 + (n % 1000)}` }) },
  { kind: 'rfq-deadline', weight: 4, make: (n) => ({ title: 'A quote deadline is near', body: 'Quotes close in 24 hours.', link: `/rfqs/${1 + (n % 1000)}` }) },
  { kind: 'nda-signed', weight: 3, make: (n) => ({ title: 'NDA signed', body: 'Your project NDA was signed.', link: `/projects/${1 + (n % 500)}?tab=nda` }) },
  { kind: 'billing', weight: 2, make: () => ({ title: 'Payment received', body: 'Your Pro plan renewed for another month.', link: '/settings/billing' }) },
];
const TOTAL_WEIGHT = SAMPLES.reduce((sum, sample) => sum + sample.weight, 0);
function sample() {
  let roll = random() * TOTAL_WEIGHT;
  for (const entry of SAMPLES) if ((roll -= entry.weight) < 0) return entry;
  return SAMPLES[0]!;
}

/**
 * `total` notifications over the last six months: `heavyShare` of them for `heavyIds` (evenly), the rest
 * for `lightIds`, from actors among `actorIds`. Returns nothing: the readers find their cursors themselves.
 */
export async function seedNotifications(knex: Knex, options: { total: number; heavyIds: number[]; lightIds: number[]; actorIds: number[]; heavyShare?: number }): Promise<void> {
  random = prng(20261128);
  const { total, heavyIds, lightIds, actorIds, heavyShare = 0.8 } = options;
  const now = Date.now();
  const start = now - SPAN_DAYS * DAY;
  const step = (SPAN_DAYS * DAY) / total;
  await knex.transaction(async (trx) => {
    let rows: Array<Record<string, unknown>> = [];
    for (let i = 0; i < total; i++) {
      const created = Math.round(start + i * step);
      const entry = sample();
      const text = entry.make(i);
      const unread = created > now - UNREAD_DAYS * DAY;
      rows.push({
        userId: random() < heavyShare || !lightIds.length ? pick(heavyIds) : pick(lightIds), kind: entry.kind, ...text,
        actorId: entry.kind === 'billing' ? null : pick(actorIds), subjectKey: null, createdAt: new Date(created),
        readAt: unread ? null : new Date(created + 3_600_000), mailedAt: new Date(created + 60_000), digestedAt: new Date(created + 12 * 3_600_000),
      });
      if (rows.length === 5000) {
        await insertChunked(trx, 'notifications', rows, 500);
        rows = [];
      }
    }
    await insertChunked(trx, 'notifications', rows, 500);
  });
}

/**
 * For each member, the ids to pass as `before` to reach deeper pages of their list: the id of their
 * notification at each depth in `depths` (newest first), where they have that many.
 */
export async function notificationCursors(knex: Knex, userIds: number[], depths: number[]): Promise<Array<{ userId: number; before: number }>> {
  const cursors: Array<{ userId: number; before: number }> = [];
  for (const userId of userIds) {
    const ids = (await knex('notifications').where({ userId }).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(Math.max(...depths)).pluck('id')) as number[];
    for (const depth of depths) if (ids.length >= depth) cursors.push({ userId, before: Number(ids[depth - 1]) });
  }
  return cursors;
}
