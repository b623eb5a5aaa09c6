import type { Knex } from 'knex';
import type { Incoterm, QuotePrice, RfqStatus, RfqSupplierStatus } from '#shared/schemas/sourcing-schemas.ts';
import { Message } from '../models/message-model.ts';
import type { Project } from '../models/project-model.ts';
import { RfqAward } from '../models/rfq-award-model.ts';
import { RfqChange } from '../models/rfq-change-model.ts';
import { RfqLine } from '../models/rfq-line-model.ts';
import { Rfq } from '../models/rfq-model.ts';
import { RfqQuestion } from '../models/rfq-question-model.ts';
import { RfqQuote } from '../models/rfq-quote-model.ts';
import { RfqQuoteVersion } from '../models/rfq-quote-version-model.ts';
import { RfqSupplier } from '../models/rfq-supplier-model.ts';
import type { User } from '../models/user-model.ts';

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3_600_000).toISOString();
const day = (days: number) => at(days).slice(0, 10);

interface DemoLine {
  partName: string;
  quantities: number[];
  material?: string;
  process?: string;
  tolerances?: string;
  finish?: string;
  notes?: string;
  targetUnitPriceCents?: number;
}

/** A supplier's quote: unit prices per line (index) and break, in cents, and each submitted version's tooling. */
interface DemoQuote {
  supplier: string;
  /** [line index, quantity, cents] */
  prices: Array<[number, number, number]>;
  toolingCents: number[];
  setupCents: number;
  leadTimeDays: number;
  incoterm: Incoterm;
  paymentTerms: string;
  notes?: string;
  /** Days before now of each submission (one per version); none: a draft. */
  submitted: number[];
  withdrawn?: boolean;
}

interface DemoRfq {
  buyer: string;
  project?: string;
  title: string;
  description: string;
  status: RfqStatus;
  visibility?: 'invited' | 'open';
  openRegion?: string;
  deadlineDays: number;
  needByDays?: number;
  deliveryLocation: string;
  incoterm: Incoterm;
  createdDays: number;
  lines: DemoLine[];
  /** Supplier username -> days before now of the invitation, and a decline reason. */
  invited: Array<{ supplier: string; days: number; declined?: string; source?: 'invited' | 'open' }>;
  quotes?: DemoQuote[];
  questions?: Array<{ asker: string; question: string; answer?: string; visibility?: 'private' | 'all'; days: number }>;
  /** Line index -> supplier. */
  awards?: Array<[number, string]>;
  outcomeReason?: string;
  cancelReason?: string;
  changes?: Array<{ days: number; changes: Array<{ field: string; label: string; before: string | null; after: string | null }> }>;
}

const DEMO_RFQS: DemoRfq[] = [
  {
    buyer: 'maya.chen', project: 'CardioPatch ECG Wearable', title: 'CardioPatch top shell and skin adhesive', status: 'draft',
    description: 'Soft-touch top shell for the ECG patch and a 7-day medical adhesive die-cut to the shell outline.',
    deadlineDays: 21, needByDays: 60, deliveryLocation: 'San Francisco, USA', incoterm: 'DDP', createdDays: 1,
    lines: [
      { partName: 'Top shell', quantities: [500, 2000], material: 'Silicone rubber', process: 'injection_molding', finish: 'Matte, Pantone 427C' },
      { partName: 'Skin adhesive, die-cut', quantities: [2000, 10000], material: 'Medical-grade acrylic adhesive', process: 'Die cutting', notes: 'ISO 10993 biocompatibility report required.' },
    ],
    invited: [{ supplier: 'wei.zhang', days: 1 }],
  },
  {
    buyer: 'liam.okafor', project: 'Hydroloop Controller v2', title: 'Hydroloop v2 enclosure and PCB assembly, 5k pilot', status: 'open',
    description: 'IP67 enclosure with gasket and the controller PCB assembled and tested, for a 5,000-unit pilot run.',
    deadlineDays: 9, needByDays: 75, deliveryLocation: 'London, UK', incoterm: 'FOB', createdDays: 8,
    lines: [
      { partName: 'IP67 enclosure with gasket', quantities: [1000, 5000], material: 'ABS', process: 'injection_molding', tolerances: '±0.1 mm on sealing faces', finish: 'Textured, UV stable', targetUnitPriceCents: 420 },
      { partName: 'Controller PCBA, tested', quantities: [1000, 5000], material: 'FR-4', process: 'pcb_assembly', notes: 'Functional test with our jig; conformal coating on the LoRa side.', targetUnitPriceCents: 1850 },
    ],
    invited: [{ supplier: 'wei.zhang', days: 7 }, { supplier: 'hana.sato', days: 7 }, { supplier: 'carlos.rivera', days: 7, declined: 'We distribute components; we do not assemble boards or mould enclosures.' }],
    quotes: [
      { supplier: 'wei.zhang', prices: [[0, 1000, 510], [0, 5000, 395], [1, 1000, 2150], [1, 5000, 1720]], toolingCents: [1_450_000, 1_200_000], setupCents: 80_000, leadTimeDays: 35, incoterm: 'FOB', paymentTerms: '30% deposit, 70% before shipment', notes: 'Tooling reduced after switching to a two-cavity mould.', submitted: [5, 2] },
      { supplier: 'hana.sato', prices: [[0, 1000, 560], [0, 5000, 430]], toolingCents: [980_000], setupCents: 50_000, leadTimeDays: 28, incoterm: 'FOB', paymentTerms: 'Net 30', submitted: [] },
    ],
    questions: [
      { asker: 'hana.sato', question: 'Can the gasket be a separate TPE part instead of overmoulded?', answer: 'Yes, a separate TPE gasket is fine if it passes IP67.', visibility: 'all', days: 4 },
      { asker: 'wei.zhang', question: 'Do you supply the test jig, or should we build one?', answer: 'We ship our jig to you; please quote without one.', visibility: 'private', days: 3 },
    ],
    changes: [{ days: 3, changes: [{ field: 'lineNotes', label: 'Line 2 (Controller PCBA, tested) notes', before: 'Functional test with our jig.', after: 'Functional test with our jig; conformal coating on the LoRa side.' }] }],
  },
  {
    buyer: 'sofia.martins', project: 'Nimbus Picker Arm', title: 'Picker arm prototype parts, 20 sets', status: 'open', visibility: 'open',
    description: 'Prototype run of the gripper housing and suction manifold for 20 picker arms; open to prototyping shops.',
    deadlineDays: 12, deliveryLocation: 'Berlin, Germany', incoterm: 'DAP', createdDays: 3,
    lines: [
      { partName: 'Gripper housing', quantities: [20, 50], material: 'Aluminium 6061', process: 'Prototyping', tolerances: '±0.05 mm', finish: 'Black anodise' },
      { partName: 'Suction manifold', quantities: [20, 50], material: 'Nylon (PA12)', process: 'Prototyping' },
    ],
    // Shenzhen Precision is asked too and has not answered yet: a demo manufacturer with a request waiting.
    invited: [{ supplier: 'hana.sato', days: 2, source: 'open' }, { supplier: 'wei.zhang', days: 1 }],
    quotes: [{ supplier: 'hana.sato', prices: [[0, 20, 18_500], [0, 50, 14_200], [1, 20, 4_900], [1, 50, 3_800]], toolingCents: [0], setupCents: 35_000, leadTimeDays: 15, incoterm: 'DAP', paymentTerms: 'Net 15', submitted: [1] }],
  },
  {
    buyer: 'liam.okafor', project: 'Hydroloop Controller v2', title: 'LoRa modules and solar charge controllers', status: 'closed',
    description: 'Components for the 5k pilot: LoRa modules and MPPT solar charge controllers.',
    deadlineDays: -2, deliveryLocation: 'London, UK', incoterm: 'DAP', createdDays: 16,
    lines: [
      { partName: 'RAK3172 LoRa module', quantities: [1000, 5000], process: 'Distribution', targetUnitPriceCents: 690 },
      { partName: 'MPPT solar charge controller', quantities: [1000, 5000], process: 'Distribution' },
    ],
    invited: [{ supplier: 'carlos.rivera', days: 15 }, { supplier: 'mei.lin', days: 15 }],
    quotes: [
      { supplier: 'carlos.rivera', prices: [[0, 1000, 720], [0, 5000, 655], [1, 1000, 1_980], [1, 5000, 1_760]], toolingCents: [0], setupCents: 0, leadTimeDays: 7, incoterm: 'DAP', paymentTerms: 'Net 30', submitted: [13] },
      { supplier: 'mei.lin', prices: [[0, 1000, 690], [0, 5000, 610]], toolingCents: [0], setupCents: 15_000, leadTimeDays: 21, incoterm: 'DAP', paymentTerms: 'Prepayment', submitted: [12] },
    ],
  },
  {
    buyer: 'maya.chen', project: 'CardioPatch ECG Wearable', title: 'CardioPatch flex PCB assembly, 2k pilot', status: 'awarded',
    description: 'Two-layer flex PCB with nRF52840, assembled and tested, for a 2,000-unit clinical pilot.',
    deadlineDays: -6, needByDays: 40, deliveryLocation: 'San Francisco, USA', incoterm: 'DDP', createdDays: 25,
    lines: [{ partName: 'Flex PCBA, tested', quantities: [500, 2000], material: 'Polyimide flex', process: 'pcb_assembly', tolerances: 'IPC-6013 Class 3', targetUnitPriceCents: 2_400 }],
    invited: [{ supplier: 'wei.zhang', days: 24 }, { supplier: 'mei.lin', days: 24 }],
    quotes: [
      { supplier: 'wei.zhang', prices: [[0, 500, 2_850], [0, 2000, 2_290]], toolingCents: [320_000], setupCents: 60_000, leadTimeDays: 30, incoterm: 'DDP', paymentTerms: '50% deposit, 50% on delivery', submitted: [20] },
      { supplier: 'mei.lin', prices: [[0, 500, 2_600], [0, 2000, 2_350]], toolingCents: [450_000], setupCents: 90_000, leadTimeDays: 45, incoterm: 'DDP', paymentTerms: 'Prepayment', submitted: [19] },
    ],
    awards: [[0, 'wei.zhang']],
    outcomeReason: 'We chose a partner with ISO 13485 certification.',
  },
  {
    buyer: 'sofia.martins', project: 'Conveyor Vision Kit', title: 'Camera mounting brackets', status: 'cancelled',
    description: 'Sheet-metal brackets to mount industrial cameras above conveyors.',
    deadlineDays: 5, deliveryLocation: 'Berlin, Germany', incoterm: 'EXW', createdDays: 10,
    lines: [{ partName: 'Camera bracket', quantities: [50, 200], material: 'Stainless steel 304', process: 'sheet_metal' }],
    invited: [{ supplier: 'hana.sato', days: 9 }],
    cancelReason: 'We switched to an off-the-shelf mount.',
  },
];

/**
 * Requests for quote in every state (draft, open, open to matching suppliers, closed, awarded,
 * cancelled), with quotes (revisions, a draft), a decline, questions, a change and an award, from the
 * demo manufacturers and suppliers. Written as the sourcing module would have, in the seed's transaction.
 */
export async function seedDemoSourcing(trx: Knex.Transaction, users: Record<string, User>, projects: Record<string, Project>): Promise<void> {
  const u = (name: string) => users[name]!.id;
  for (const demo of DEMO_RFQS) {
    const created = at(-demo.createdDays);
    const published = demo.status === 'draft' ? null : at(-demo.createdDays, 2);
    const rfq = await Rfq.query(trx).insertAndFetch({
      buyerId: u(demo.buyer), projectId: demo.project ? projects[demo.project]!.id : null, title: demo.title, description: demo.description,
      status: demo.status, visibility: demo.visibility ?? 'invited', openRegion: demo.openRegion ?? null, openVerifiedOnly: false,
      quoteDeadline: at(demo.deadlineDays), needByDate: demo.needByDays ? day(demo.needByDays) : null, deliveryLocation: demo.deliveryLocation,
      incoterm: demo.incoterm, ndaRequired: false, publishedAt: published,
      closedAt: demo.status === 'closed' || demo.status === 'awarded' ? at(demo.deadlineDays) : null,
      awardedAt: demo.status === 'awarded' ? at(demo.deadlineDays, 20) : null,
      cancelledAt: demo.status === 'cancelled' ? at(-1) : null, cancelReason: demo.cancelReason ?? null,
      createdAt: created, updatedAt: created,
    });
    const lines: RfqLine[] = [];
    for (const [index, line] of demo.lines.entries()) {
      lines.push(await RfqLine.query(trx).insertAndFetch({
        rfqId: rfq.id, position: index + 1, partName: line.partName, quantities: line.quantities, material: line.material ?? null, process: line.process ?? null,
        tolerances: line.tolerances ?? null, finish: line.finish ?? null, notes: line.notes ?? null, targetUnitPriceCents: line.targetUnitPriceCents ?? null, fileIds: [],
      }));
    }
    const winners = new Set((demo.awards ?? []).map(([, supplier]) => supplier));
    const quoteIds = new Map<string, { id: number; version: number }>();
    for (const quote of demo.quotes ?? []) {
      const prices: QuotePrice[] = quote.prices.map(([line, quantity, cents]) => ({ lineId: lines[line]!.id, quantity, unitPriceCents: cents }));
      const version = quote.submitted.length;
      const terms = {
        prices, toolingCents: quote.toolingCents.at(-1)!, setupCents: quote.setupCents, leadTimeDays: quote.leadTimeDays, validUntil: day(45),
        incoterm: quote.incoterm, paymentTerms: quote.paymentTerms, notes: quote.notes ?? null, fileIds: [],
      };
      const stored = await RfqQuote.query(trx).insertAndFetch({
        rfqId: rfq.id, supplierId: u(quote.supplier), status: version ? (quote.withdrawn ? 'withdrawn' : 'submitted') : 'draft', version,
        ...terms, submittedAt: version ? at(-quote.submitted.at(-1)!) : null, createdAt: at(-(quote.submitted[0] ?? 1) - 1), updatedAt: at(-(quote.submitted.at(-1) ?? 1)),
      });
      for (const [index, days] of quote.submitted.entries()) {
        await RfqQuoteVersion.query(trx).insert({ quoteId: stored.id, version: index + 1, ...terms, toolingCents: quote.toolingCents[index] ?? terms.toolingCents, submittedAt: at(-days) });
      }
      quoteIds.set(quote.supplier, { id: stored.id, version });
    }
    for (const invite of demo.invited) {
      const quote = demo.quotes?.find((q) => q.supplier === invite.supplier);
      const submitted = quote?.submitted.length ? quote.submitted : null;
      let status: RfqSupplierStatus = invite.declined ? 'declined' : submitted ? 'quoted' : 'invited';
      if (demo.status === 'awarded' && !invite.declined) status = winners.has(invite.supplier) ? 'awarded' : 'not_awarded';
      const connection = winners.has(invite.supplier)
        ? await trx('connections').where({ status: 'accepted' }).where((q) => q.where({ requesterId: u(demo.buyer), recipientId: u(invite.supplier) }).orWhere({ requesterId: u(invite.supplier), recipientId: u(demo.buyer) })).first('id')
        : undefined;
      await RfqSupplier.query(trx).insert({
        rfqId: rfq.id, supplierId: u(invite.supplier), source: invite.source ?? 'invited', status, declineReason: invite.declined ?? null,
        outcomeReason: status === 'not_awarded' ? (demo.outcomeReason ?? null) : null, invitedAt: at(-invite.days),
        firstSubmittedAt: submitted ? at(-submitted[0]!) : null, connectionId: connection ? Number(connection.id) : null, createdAt: at(-invite.days), updatedAt: at(-invite.days),
      });
      // The award's note opens a conversation that had none; a demo conversation that already runs keeps
      // its own last message (a note inserted now, dated days ago, would still have the newest id).
      if (connection && !(await Message.query(trx).where({ connectionId: Number(connection.id) }).resultSize())) {
        await Message.query(trx).insert({
          senderId: u(demo.buyer), recipientId: u(invite.supplier), connectionId: Number(connection.id), read: false, createdAt: at(demo.deadlineDays, 20),
          content: `Your quote on "${demo.title}" (request for quote #${rfq.id}) was awarded: ${(demo.awards ?? []).filter(([, s]) => s === invite.supplier).map(([line]) => lines[line]!.partName).join(', ')}.`,
        });
      }
    }
    for (const [line, supplier] of demo.awards ?? []) {
      const quote = quoteIds.get(supplier)!;
      await RfqAward.query(trx).insert({ rfqId: rfq.id, lineId: lines[line]!.id, supplierId: u(supplier), quoteId: quote.id, quoteVersion: quote.version, createdAt: at(demo.deadlineDays, 20) });
    }
    for (const question of demo.questions ?? []) {
      await RfqQuestion.query(trx).insert({
        rfqId: rfq.id, askerId: u(question.asker), question: question.question, answer: question.answer ?? null, answerVisibility: question.answer ? (question.visibility ?? 'private') : null,
        answeredAt: question.answer ? at(-question.days, 5) : null, createdAt: at(-question.days),
      });
    }
    for (const change of demo.changes ?? []) await RfqChange.query(trx).insert({ rfqId: rfq.id, authorId: u(demo.buyer), changes: change.changes, createdAt: at(-change.days) });
  }
}
