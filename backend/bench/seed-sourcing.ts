/**
 * The sourcing world of the bench suite: requests for quote from buyers among the members, each with
 * a few line items and their quantity breaks, about ten suppliers quoting on each (some revised, a few
 * withdrawn or still drafts) and a couple more invited who did not quote. Written straight into the
 * tables in the shapes the sourcing module stores (JSON prices and quantities, a version row per
 * submission), since the module has no bulk path. The same seed gives the same world.
 */
import type { Knex } from 'knex';
import type { Incoterm, QuotePrice } from '#shared/schemas/sourcing-schemas.ts';
import { prng } from './bench-support.ts';
import { insertChunked } from '../src/modules/users/index.ts';

let random = prng(20261127);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const DAY = 86_400_000;

interface LineTemplate {
  partName: string;
  material: string | null;
  process: string;
  tolerances: string | null;
  finish: string | null;
  /** Unit price at the first break, in cents. */
  baseCents: number;
  quantities: number[];
}

// Processes are the cost engine's method ids where there is one (the comparison then prices a reference), free text otherwise.
const LINES: LineTemplate[] = [
  { partName: 'Enclosure top half', material: 'ABS', process: 'injection_molding', tolerances: '±0.1 mm on mating faces', finish: 'Textured MT-11010', baseCents: 480, quantities: [1000, 5000, 20000] },
  { partName: 'Enclosure bottom half', material: 'Polycarbonate (PC)', process: 'injection_molding', tolerances: '±0.1 mm', finish: 'Matte', baseCents: 520, quantities: [1000, 5000, 20000] },
  { partName: 'Main board PCBA, tested', material: 'FR-4 (PCB laminate)', process: 'pcb_assembly', tolerances: 'IPC-A-610 Class 2', finish: 'ENIG', baseCents: 2_350, quantities: [500, 2000, 10000] },
  { partName: 'Sensor flex PCBA', material: null, process: 'pcb_assembly', tolerances: 'IPC-6013 Class 2', finish: null, baseCents: 1_150, quantities: [500, 2000] },
  { partName: 'Heat sink', material: 'Aluminium 6061', process: 'cnc_machining', tolerances: '±0.05 mm', finish: 'Black anodise', baseCents: 1_890, quantities: [100, 500, 2000] },
  { partName: 'Mounting bracket', material: 'Stainless steel 304', process: 'sheet_metal', tolerances: '±0.2 mm', finish: 'Brushed', baseCents: 310, quantities: [500, 2000, 10000] },
  { partName: 'Gasket', material: 'Silicone rubber', process: 'injection_molding', tolerances: null, finish: null, baseCents: 45, quantities: [1000, 10000] },
  { partName: 'Motor housing', material: 'Aluminium A380 (casting alloy)', process: 'die_casting', tolerances: '±0.1 mm machined bores', finish: 'Powder coat RAL 9005', baseCents: 1_240, quantities: [1000, 5000] },
  { partName: 'Cable harness, 6-way', material: null, process: 'Cable assembly', tolerances: null, finish: null, baseCents: 270, quantities: [1000, 5000, 20000] },
  { partName: 'Prototype shell set', material: 'Nylon (PA12)', process: 'sls_printing', tolerances: '±0.2 mm', finish: 'Dyed black', baseCents: 3_400, quantities: [10, 50] },
  { partName: 'Final assembly and pack-out', material: null, process: 'hand_assembly', tolerances: null, finish: null, baseCents: 650, quantities: [500, 2000, 10000] },
];
const TITLES = ['Pilot run', 'EVT build', 'DVT build', 'Production order', 'Second source', 'Cost-down quote', 'Launch batch'];
const PRODUCTS = ['soil moisture sensor', 'smart lock', 'air quality monitor', 'e-bike controller', 'asset tracker', 'ECG patch', 'drone gimbal', 'espresso grinder', 'LoRa gateway'];
const PLACES = ['San Francisco, USA', 'Berlin, Germany', 'London, UK', 'Austin, USA', 'Tokyo, Japan', 'Amsterdam, Netherlands'];
const INCOTERMS: Incoterm[] = ['FOB', 'EXW', 'DAP', 'DDP', 'CIF'];
const PAYMENT = ['Net 30', '30% deposit, 70% before shipment', '50% deposit, 50% on delivery', 'Prepayment', 'Net 60'];

export interface SeededRfq {
  id: number;
  buyerId: number;
}

/**
 * `rfqs` requests from `buyerIds` in turn (open or closed), each quoted by 8 to 12 of `supplierIds`
 * (10 on average: `rfqs` x 10 quotes), with 1 to 3 more invited who declined or never answered.
 */
export async function seedSourcing(knex: Knex, options: { rfqs: number; buyerIds: number[]; supplierIds: number[] }): Promise<SeededRfq[]> {
  random = prng(20261127);
  const { buyerIds, supplierIds } = options;
  const maxId = async (table: string) => Number((await knex(table).max({ n: 'id' }).first())?.n ?? 0);
  let rfqId = await maxId('rfqs');
  let lineId = await maxId('rfq_lines');
  let quoteId = await maxId('rfq_quotes');
  const now = Date.now();
  const rfqs: Array<Record<string, unknown>> = [];
  const lines: Array<Record<string, unknown>> = [];
  const participants: Array<Record<string, unknown>> = [];
  const quotes: Array<Record<string, unknown>> = [];
  const versions: Array<Record<string, unknown>> = [];
  const seeded: SeededRfq[] = [];

  for (let k = 0; k < options.rfqs; k++) {
    const id = ++rfqId;
    const buyerId = buyerIds[k % buyerIds.length]!;
    const created = now - (5 + Math.floor(random() * 60)) * DAY;
    const published = created + 2 * 3_600_000;
    const closed = k % 5 < 3;
    const deadline = closed ? now - (1 + Math.floor(random() * 4)) * DAY : now + (2 + Math.floor(random() * 20)) * DAY;
    const product = pick(PRODUCTS);
    const incoterm = pick(INCOTERMS);
    rfqs.push({
      id, buyerId, projectId: null, title: `${pick(TITLES)}: ${product} #${k + 1}`,
      description: `Parts for the ${product}: moulded and machined parts, the assembled board and final assembly. Drawings and the BOM are attached; please quote every break you can.`,
      status: closed ? 'closed' : 'open', visibility: 'invited', openRegion: null, openVerifiedOnly: false,
      quoteDeadline: new Date(deadline), needByDate: new Date(deadline + 45 * DAY).toISOString().slice(0, 10), deliveryLocation: pick(PLACES), incoterm, ndaRequired: false,
      publishedAt: new Date(published), closedAt: closed ? new Date(deadline) : null, awardedAt: null, cancelledAt: null, cancelReason: null, reminderSentAt: null,
      hiddenAt: null, hiddenReason: null, hiddenBy: null, createdAt: new Date(created), updatedAt: new Date(published),
    });
    seeded.push({ id, buyerId });

    const lineCount = 1 + (k % 4);
    const first = Math.floor(random() * LINES.length);
    const own = Array.from({ length: lineCount }, (_, i) => ({ id: ++lineId, template: LINES[(first + i) % LINES.length]! }));
    for (const [position, { id: lid, template }] of own.entries()) {
      lines.push({
        id: lid, rfqId: id, position: position + 1, partName: template.partName, quantities: JSON.stringify(template.quantities), material: template.material, process: template.process,
        tolerances: template.tolerances, finish: template.finish, notes: random() < 0.3 ? 'Cosmetic surfaces A and B per the drawing; first articles with a measurement report.' : null,
        targetUnitPriceCents: random() < 0.5 ? Math.round(template.baseCents * 0.9) : null, fileIds: '[]',
      });
    }

    // 8 to 12 quoting suppliers (10 on average), then the invited who did not quote; all distinct.
    const quoting = 8 + (k % 5);
    const extra = 1 + Math.floor(random() * 3);
    const chosen = new Set<number>();
    while (chosen.size < Math.min(quoting + extra, supplierIds.length)) chosen.add(pick(supplierIds));
    const invitedAt = published;
    for (const [at, supplierId] of [...chosen].entries()) {
      const answers = at < quoting;
      const roll = random();
      const status = !answers ? 'invited' : roll < 0.03 ? 'withdrawn' : roll < 0.05 ? 'draft' : 'submitted';
      const factor = 0.8 + random() * 0.5;
      const firstSubmitted = invitedAt + (6 + Math.floor(random() * 90)) * 3_600_000;
      if (answers) {
        const qid = ++quoteId;
        const revised = status !== 'draft' && random() < 0.3;
        const count = status === 'draft' ? 0 : revised ? 2 : 1;
        const prices: QuotePrice[] = own.flatMap(({ id: lid, template }) =>
          template.quantities.map((quantity, b) => ({ lineId: lid, quantity, unitPriceCents: Math.max(1, Math.round(template.baseCents * factor * (1 - 0.12 * b))) })));
        const terms = {
          toolingCents: own.some(({ template }) => ['injection_molding', 'die_casting'].includes(template.process)) ? Math.round(600_000 + random() * 2_400_000) : 0,
          setupCents: Math.round(random() * 100_000), leadTimeDays: 14 + Math.floor(random() * 45), validUntil: new Date(deadline + 60 * DAY).toISOString().slice(0, 10),
          incoterm, paymentTerms: pick(PAYMENT), notes: random() < 0.4 ? 'Price includes first-article inspection; tooling owned by the buyer.' : null, fileIds: '[]',
        };
        const lastSubmitted = revised ? firstSubmitted + 2 * DAY : firstSubmitted;
        quotes.push({
          id: qid, rfqId: id, supplierId, status, version: count, prices: JSON.stringify(prices), ...terms,
          submittedAt: count ? new Date(lastSubmitted) : null, withdrawnAt: status === 'withdrawn' ? new Date(lastSubmitted + DAY) : null,
          withdrawReason: status === 'withdrawn' ? 'Capacity is booked for that window.' : null, hiddenAt: null, hiddenReason: null, hiddenBy: null,
          createdAt: new Date(firstSubmitted - 3_600_000), updatedAt: new Date(lastSubmitted),
        });
        for (let v = 1; v <= count; v++) {
          // A revision lowers the price a little, as revisions mostly do.
          const versionPrices = v < count ? prices.map((price) => ({ ...price, unitPriceCents: Math.round(price.unitPriceCents * 1.06) })) : prices;
          versions.push({ quoteId: qid, version: v, prices: JSON.stringify(versionPrices), ...terms, submittedAt: new Date(v === 1 ? firstSubmitted : lastSubmitted) });
        }
      }
      const declined = !answers && random() < 0.5;
      participants.push({
        rfqId: id, supplierId, source: 'invited',
        status: answers ? (status === 'withdrawn' ? 'withdrawn' : status === 'draft' ? 'invited' : 'quoted') : declined ? 'declined' : 'invited',
        declineReason: declined ? 'We do not run that process in house.' : null, outcomeReason: null, invitedAt: new Date(invitedAt),
        firstSubmittedAt: answers && status !== 'draft' ? new Date(firstSubmitted) : null, connectionId: null, createdAt: new Date(invitedAt), updatedAt: new Date(invitedAt),
      });
    }
  }

  await knex.transaction(async (trx) => {
    await insertChunked(trx, 'rfqs', rfqs, 500);
    await insertChunked(trx, 'rfq_lines', lines, 500);
    await insertChunked(trx, 'rfq_suppliers', participants, 500);
    await insertChunked(trx, 'rfq_quotes', quotes, 500);
    await insertChunked(trx, 'rfq_quote_versions', versions, 500);
  });
  return seeded;
}

/** How many quote rows `seedSourcing` wrote for `rfqs` requests (8 to 12 each, in turn). */
export const quotesFor = (rfqs: number) => Array.from({ length: rfqs }, (_, k) => 8 + (k % 5)).reduce((sum, n) => sum + n, 0);
