import type { FileView } from '#shared/schemas/file-schemas.ts';
import {
  processLabel, type Quote, type QuoteVersion, type RfqLine as RfqLineView, type SourcingParty,
} from '#shared/schemas/sourcing-schemas.ts';
import type { RfqLine } from '../../db/models/rfq-line-model.ts';
import type { RfqQuote } from '../../db/models/rfq-quote-model.ts';
import type { RfqQuoteVersion } from '../../db/models/rfq-quote-version-model.ts';
import type { User } from '../../db/models/user-model.ts';
import { showsVerifiedBadge } from '../users/index.ts';

/** The response shapes of requests for quote, built field by field (nothing else of a row leaves). */

export function toParty(user: User): SourcingParty {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    companyName: user.companyName ?? null,
    role: user.role,
    location: user.location ?? null,
    profileImage: user.profileImage ?? null,
    verified: showsVerifiedBadge(user),
  };
}

/** A member whose account is gone still shows as someone (their quotes and questions stay on record). */
export function partyOr(users: Map<number, User>, id: number): SourcingParty {
  const user = users.get(id);
  if (user) return toParty(user);
  return { id, username: 'unknown', fullName: 'Unknown member', companyName: null, role: 'supplier', location: null, profileImage: null, verified: false };
}

const pick = (ids: number[], files: Map<number, FileView>) => ids.flatMap((id) => (files.has(id) ? [files.get(id)!] : []));

/** A line; `locked` (an NDA to sign) leaves only the part name and quantities. */
export function toLineView(line: RfqLine, locked: boolean, files: Map<number, FileView>): RfqLineView {
  if (locked) {
    return {
      id: line.id, position: line.position, partName: line.partName, quantities: line.quantities,
      material: null, process: null, processLabel: null, tolerances: null, finish: null, notes: null, targetUnitPriceCents: null, fileIds: [], files: [],
    };
  }
  return {
    id: line.id,
    position: line.position,
    partName: line.partName,
    quantities: line.quantities,
    material: line.material,
    process: line.process,
    processLabel: processLabel(line.process),
    tolerances: line.tolerances,
    finish: line.finish,
    notes: line.notes,
    targetUnitPriceCents: line.targetUnitPriceCents,
    fileIds: line.fileIds,
    files: pick(line.fileIds, files),
  };
}

type Terms = Pick<RfqQuote, 'prices' | 'toolingCents' | 'setupCents' | 'leadTimeDays' | 'validUntil' | 'incoterm' | 'paymentTerms' | 'notes' | 'fileIds'>;

function termsOf(terms: Terms, files: Map<number, FileView>) {
  return {
    prices: terms.prices.map((price) => ({ lineId: price.lineId, quantity: price.quantity, unitPriceCents: price.unitPriceCents })),
    toolingCents: Number(terms.toolingCents),
    setupCents: Number(terms.setupCents),
    leadTimeDays: terms.leadTimeDays,
    validUntil: terms.validUntil,
    incoterm: terms.incoterm,
    paymentTerms: terms.paymentTerms,
    notes: terms.notes,
    fileIds: terms.fileIds,
    files: pick(terms.fileIds, files),
  };
}

export function toVersionView(version: RfqQuoteVersion, files: Map<number, FileView>): QuoteVersion {
  return { id: version.id, version: version.version, submittedAt: version.submittedAt, ...termsOf(version, files) };
}

/**
 * A quote. `terms` is what the viewer reads: the supplier their working copy, the buyer the latest
 * submitted version; `versions` newest first.
 */
export function toQuoteView(quote: RfqQuote, supplier: SourcingParty, terms: Terms, versions: RfqQuoteVersion[], files: Map<number, FileView>): Quote {
  return {
    id: quote.id,
    rfqId: quote.rfqId,
    supplier,
    status: quote.status,
    version: quote.version,
    ...termsOf(terms, files),
    submittedAt: quote.submittedAt,
    withdrawnAt: quote.withdrawnAt,
    withdrawReason: quote.withdrawReason,
    updatedAt: quote.updatedAt,
    hiddenAt: quote.hiddenAt,
    hiddenReason: quote.hiddenAt ? quote.hiddenReason : null,
    versions: [...versions].sort((a, b) => b.version - a.version).map((version) => toVersionView(version, files)),
  };
}
