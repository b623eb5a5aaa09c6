import { INCOTERM_LABELS, type RfqComparison } from '#shared/schemas/sourcing-schemas.ts';
import { CERTIFICATION_IDS, CERTIFICATION_LABELS, type CertificationId } from '#shared/schemas/supplier-profile-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { RfqLine } from '../../db/models/rfq-line-model.ts';
import { RfqQuote } from '../../db/models/rfq-quote-model.ts';
import { RfqQuoteVersion } from '../../db/models/rfq-quote-version-model.ts';
import { RfqSupplier } from '../../db/models/rfq-supplier-model.ts';
import { User } from '../../db/models/user-model.ts';
import { supplierFactsOf } from '../users/index.ts';
import { costReference, rememberEstimates, type CostEstimator } from './cost-reference.ts';
import { loadAsBuyer } from './rfq-access.ts';
import { comparisonRows, hoursBetween } from './rfq-rules.ts';
import { partyOr } from './rfq-serializer.ts';
import { newWorkbook } from '../../spreadsheets.ts';

type Viewer = User;

/** The member columns a party (rfq-serializer.ts `toParty`) and its rating read. */
const PARTY_COLUMNS = [
  'id', 'username', 'fullName', 'companyName', 'role', 'location', 'profileImage', 'verificationStatus', 'badgePurchasedAt', 'ratingAverage', 'ratingCount',
] as const;

const ratingOf = (user: User | undefined) => {
  const count = Number(user?.ratingCount ?? 0);
  return { average: count && user?.ratingAverage != null ? Math.round(Number(user.ratingAverage) * 10) / 10 : null, count };
};

const dollars = (cents: number) => cents / 100;

/** Known certification ids only, in the list's order (a stored id the list no longer has is left out). */
const certificationIds = (ids: readonly string[]): CertificationId[] => CERTIFICATION_IDS.filter((id) => ids.includes(id));
const certificationNames = (ids: readonly CertificationId[]) => ids.map((id) => CERTIFICATION_LABELS[id]).join(', ');

/**
 * The buyer's comparison: each supplier's latest submitted version (withdrawn and hidden quotes left
 * out), per line and quantity break, with landed cost and the best supplier of each row
 * (rfq-rules.ts), and the spreadsheet of the same.
 */
export class ComparisonService {
  private readonly deps: AppDeps;
  private readonly estimate: CostEstimator;

  constructor(deps: AppDeps, estimate: CostEstimator) {
    this.deps = deps;
    this.estimate = rememberEstimates(estimate);
  }

  async compare(viewer: Viewer, rfqId: number): Promise<RfqComparison> {
    const { knex } = this.deps;
    const rfq = await loadAsBuyer(knex, rfqId, viewer, this.deps.clock.now());
    // Independent reads go together: on MySQL each waits for its round trip, not for the others'.
    const [lines, quotes] = await Promise.all([
      RfqLine.query(knex).where({ rfqId: rfq.id }).orderBy('position'),
      RfqQuote.query(knex).where({ rfqId: rfq.id, status: 'submitted' }).whereNull('hiddenAt').orderBy('submittedAt'),
    ]);
    const context = lines.length === 1 ? rfq.description : null;
    const reference = (line: RfqLine, quantity: number) => costReference(this.estimate, line, quantity, context);
    const requiredCertifications = certificationIds(rfq.openRequiredCertifications);
    if (!quotes.length) return { rfqId: rfq.id, requiredCertifications, suppliers: [], rows: comparisonRows(lines, [], reference) };
    const supplierIds = quotes.map((quote) => quote.supplierId);
    const [versions, suppliers, participantRows, profiles] = await Promise.all([
      RfqQuoteVersion.query(knex).whereIn('quoteId', quotes.map((quote) => quote.id)),
      // What a party and its rating show, not the whole member row (about 60 columns).
      User.query(knex).whereIn('id', supplierIds).select(...PARTY_COLUMNS),
      RfqSupplier.query(knex).where({ rfqId: rfq.id }).select('supplierId', 'invitedAt', 'firstSubmittedAt'),
      // The users module's reading of supplier profiles: approved certifications only.
      supplierFactsOf(knex, supplierIds),
    ]);
    // Each quote's current version (the others are its history).
    const current = new Map(quotes.map((quote) => [quote.id, quote.version]));
    const versionOf = new Map(versions.filter((v) => current.get(v.quoteId) === v.version).map((v) => [v.quoteId, v]));
    const latest = quotes.map((quote) => ({ quote, version: versionOf.get(quote.id)! }));
    const users = new Map(suppliers.map((user) => [user.id, user]));
    const participants = new Map(participantRows.map((row) => [row.supplierId, row]));
    return {
      rfqId: rfq.id,
      requiredCertifications,
      suppliers: latest.map(({ quote, version }) => {
        const party = partyOr(users, quote.supplierId);
        const participant = participants.get(quote.supplierId);
        return {
          supplier: party,
          rating: ratingOf(users.get(quote.supplierId)),
          verified: party.verified,
          quoteId: quote.id,
          version: version.version,
          submittedAt: version.submittedAt,
          toolingCents: Number(version.toolingCents),
          setupCents: Number(version.setupCents),
          leadTimeDays: version.leadTimeDays,
          validUntil: version.validUntil,
          incoterm: version.incoterm,
          paymentTerms: version.paymentTerms,
          responseHours: participant ? hoursBetween(participant.invitedAt, participant.firstSubmittedAt) : null,
          certifications: certificationIds(profiles.get(quote.supplierId)?.approvedCertifications ?? []),
        };
      }),
      rows: comparisonRows(lines, latest.map(({ quote, version }) => ({
        supplierId: quote.supplierId, prices: version.prices, toolingCents: Number(version.toolingCents), setupCents: Number(version.setupCents),
        leadTimeDays: version.leadTimeDays, submittedAt: version.submittedAt,
      })), reference),
    };
  }

  /** The comparison as an .xlsx workbook: one sheet of rows (unit price and landed cost per supplier), one of terms and certifications. */
  async workbook(viewer: Viewer, rfqId: number): Promise<{ filename: string; bytes: Buffer }> {
    const comparison = await this.compare(viewer, rfqId);
    const names = new Map(comparison.suppliers.map((s) => [s.supplier.id, s.supplier.companyName ?? s.supplier.fullName]));
    const workbook = await newWorkbook();
    workbook.creator = 'HardwareHub';
    const rows = workbook.addWorksheet('Comparison');
    rows.columns = [
      { header: 'Line', key: 'line', width: 6 },
      { header: 'Part', key: 'part', width: 28 },
      { header: 'Quantity', key: 'quantity', width: 10 },
      { header: 'Target unit (USD)', key: 'target', width: 16 },
      ...comparison.suppliers.flatMap((s) => [
        { header: `${names.get(s.supplier.id)}: unit (USD)`, key: `unit${s.supplier.id}`, width: 18 },
        { header: `${names.get(s.supplier.id)}: landed (USD)`, key: `landed${s.supplier.id}`, width: 20 },
      ]),
      { header: 'Best', key: 'best', width: 24 },
      { header: 'Cost engine estimate, unit (USD)', key: 'estimate', width: 30 },
    ];
    for (const row of comparison.rows) {
      rows.addRow({
        line: row.position,
        part: row.partName,
        quantity: row.quantity,
        target: row.targetUnitPriceCents === null ? null : dollars(row.targetUnitPriceCents),
        ...Object.fromEntries(row.cells.flatMap((cell) => [[`unit${cell.supplierId}`, dollars(cell.unitPriceCents)], [`landed${cell.supplierId}`, dollars(cell.landedCostCents)]])),
        best: row.bestSupplierId === null ? null : names.get(row.bestSupplierId),
        estimate: row.estimate && `${dollars(row.estimate.unitLowCents).toFixed(2)} to ${dollars(row.estimate.unitHighCents).toFixed(2)}`,
      });
    }
    rows.getRow(1).font = { bold: true };
    const terms = workbook.addWorksheet('Suppliers');
    terms.columns = [
      { header: 'Supplier', key: 'name', width: 28 },
      { header: 'Verified', key: 'verified', width: 10 },
      { header: 'Rating', key: 'rating', width: 10 },
      { header: 'Quote version', key: 'version', width: 14 },
      { header: 'Tooling / NRE (USD)', key: 'tooling', width: 18 },
      { header: 'Setup (USD)', key: 'setup', width: 12 },
      { header: 'Lead time (days)', key: 'lead', width: 16 },
      { header: 'Valid until', key: 'valid', width: 12 },
      { header: 'Incoterm', key: 'incoterm', width: 24 },
      { header: 'Payment terms', key: 'payment', width: 24 },
      { header: 'Response time (hours)', key: 'response', width: 20 },
      { header: 'Certifications', key: 'certifications', width: 32 },
      ...(comparison.requiredCertifications.length ? [{ header: 'Missing required certifications', key: 'missing', width: 32 }] : []),
    ];
    for (const s of comparison.suppliers) {
      terms.addRow({
        name: names.get(s.supplier.id), verified: s.verified ? 'Yes' : 'No', rating: s.rating.average, version: s.version,
        tooling: dollars(s.toolingCents), setup: dollars(s.setupCents), lead: s.leadTimeDays, valid: s.validUntil,
        incoterm: s.incoterm ? INCOTERM_LABELS[s.incoterm] : null, payment: s.paymentTerms, response: s.responseHours,
        certifications: certificationNames(s.certifications) || 'None',
        missing: certificationNames(comparison.requiredCertifications.filter((id) => !s.certifications.includes(id))) || null,
      });
    }
    terms.getRow(1).font = { bold: true };
    return { filename: `rfq-${comparison.rfqId}-comparison.xlsx`, bytes: Buffer.from(await workbook.xlsx.writeBuffer()) };
  }
}
