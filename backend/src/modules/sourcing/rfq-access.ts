import type { Knex } from 'knex';
import { isSupplierRole, SOURCING_MESSAGES } from '#shared/schemas/sourcing-schemas.ts';
import { FILE_MESSAGES } from '#shared/schemas/file-schemas.ts';
import { RfqLine } from '../../db/models/rfq-line-model.ts';
import { Rfq } from '../../db/models/rfq-model.ts';
import { RfqQuote } from '../../db/models/rfq-quote-model.ts';
import { RfqQuoteVersion } from '../../db/models/rfq-quote-version-model.ts';
import { RfqSupplier } from '../../db/models/rfq-supplier-model.ts';
import { User } from '../../db/models/user-model.ts';
import { forbidden, notFound } from '../../domain/domain-errors.ts';
import type { ExternalFileAccess } from '../files/index.ts';
import { ndaBlocksPartner } from '../ndas/index.ts';
import { showsVerifiedBadge, supplierFactsOf } from '../users/index.ts';
import { effectiveStatus, matchesOpenRequest, type SupplierForMatch } from './rfq-rules.ts';

/**
 * Who sees a request for quote: its buyer always (hidden or not); a supplier on it (invited, or joined an
 * open one) once it is out of draft; a manufacturer or supplier matching an open request while it takes
 * quotes (a prospect, until they join by quoting). Nobody else, not even that it exists (404). A request
 * the team hid, or whose buyer's account is closed, is its buyer's alone.
 */
export type Place = { kind: 'buyer' } | { kind: 'supplier'; participant: RfqSupplier } | { kind: 'prospect' };

type Viewer = Pick<User, 'id' | 'role' | 'location' | 'expertise' | 'verificationStatus' | 'badgePurchasedAt'>;

/** The member as matching reads them: their account and their supplier profile (the users module's). */
export async function supplierForMatch(db: Knex, viewer: Viewer): Promise<SupplierForMatch> {
  const profile = (await supplierFactsOf(db, [viewer.id])).get(viewer.id);
  return {
    location: viewer.location,
    expertise: viewer.expertise ?? [],
    verified: showsVerifiedBadge(viewer),
    capabilities: profile?.capabilities ?? [],
    materials: profile?.materials ?? [],
    factoryLocations: profile?.factoryLocations ?? [],
    approvedCertifications: profile?.approvedCertifications ?? [],
  };
}

/**
 * Of these open requests, the ones matching the member as a supplier (their lines and the member's
 * supplier profile read once). The one rule of who an open request is open to: the inbox, the request
 * page, the dashboard and the notification digest all ask here.
 */
export async function matchingOpen(db: Knex, rfqs: Rfq[], viewer: Viewer): Promise<Rfq[]> {
  if (!rfqs.length || !isSupplierRole(viewer.role)) return [];
  const [lines, supplier] = await Promise.all([
    RfqLine.query(db).whereIn('rfqId', rfqs.map((rfq) => rfq.id)).select('rfqId', 'process', 'material'),
    supplierForMatch(db, viewer),
  ]);
  return rfqs.filter((rfq) => {
    const criteria = { openRegion: rfq.openRegion, openVerifiedOnly: rfq.openVerifiedOnly, openRequiredCertifications: rfq.openRequiredCertifications };
    return matchesOpenRequest(supplier, criteria, lines.filter((line) => line.rfqId === rfq.id));
  });
}

export async function placeOf(db: Knex, rfq: Rfq, viewer: Viewer, now: Date): Promise<Place | null> {
  if (rfq.buyerId === viewer.id) return { kind: 'buyer' };
  if (rfq.status === 'draft' || rfq.hiddenAt) return null;
  const buyer = await User.query(db).findById(rfq.buyerId).select('id', 'deactivatedAt');
  if (!buyer || buyer.deactivatedAt) return null;
  const participant = await RfqSupplier.query(db).findOne({ rfqId: rfq.id, supplierId: viewer.id });
  if (participant) return { kind: 'supplier', participant };
  if (rfq.visibility !== 'open' || effectiveStatus(rfq, now) !== 'open') return null;
  return (await matchingOpen(db, [rfq], viewer)).length ? { kind: 'prospect' } : null;
}

/** The request and the viewer's place on it, or 404. */
export async function loadVisible(db: Knex, rfqId: number, viewer: Viewer, now: Date, lock = false): Promise<{ rfq: Rfq; place: Place }> {
  const query = Rfq.query(db).findById(rfqId);
  if (lock) query.forUpdate();
  const rfq = await query;
  const place = rfq ? await placeOf(db, rfq, viewer, now) : null;
  if (!rfq || !place) throw notFound(SOURCING_MESSAGES.notFound);
  return { rfq, place };
}

/** The request, for its buyer only: others who may see it are refused (403), anyone else gets 404. */
export async function loadAsBuyer(db: Knex, rfqId: number, viewer: Viewer, now: Date, lock = false): Promise<Rfq> {
  const { rfq, place } = await loadVisible(db, rfqId, viewer, now, lock);
  if (place.kind !== 'buyer') throw forbidden(SOURCING_MESSAGES.buyerOnly);
  return rfq;
}

/**
 * Whether the request's NDA still hides its line details and files from this member: it requires one
 * and they have not signed the project's NDA. Without a project (deleted since) nobody can sign, so it
 * stays locked.
 */
export async function ndaLocked(db: Knex, rfq: Pick<Rfq, 'ndaRequired' | 'projectId' | 'buyerId'>, viewerId: number): Promise<boolean> {
  if (!rfq.ndaRequired || rfq.buyerId === viewerId) return false;
  if (rfq.projectId === null) return true;
  return ndaBlocksPartner(db, viewerId, rfq.projectId);
}

/**
 * Members who may read and sign a project's NDA besides its partners (NdaService asks): the suppliers
 * on, or matching, a request for quote made from the project that requires it.
 */
export function rfqNdaSigners(now: () => Date) {
  return async (db: Knex, userId: number, projectId: number): Promise<boolean> => {
    const rfqs = await Rfq.query(db).where({ projectId, ndaRequired: true }).whereNot('status', 'draft').whereNull('hiddenAt');
    if (!rfqs.length) return false;
    const viewer = await User.query(db).findById(userId);
    if (!viewer || viewer.deactivatedAt) return false;
    for (const rfq of rfqs) {
      const place = await placeOf(db, rfq, viewer, now());
      if (place && place.kind !== 'buyer') return true;
    }
    return false;
  };
}

/**
 * The files module's rules for the 'rfq' and 'quote' contexts:
 * - a request's files: its buyer uploads them (while it can still change) and owns them; a supplier who
 *   may see the request reads the ones its lines list, once any NDA it requires is signed (403 before);
 * - a quote's files: the supplier uploads them while they may quote and owns them; the buyer reads the
 *   ones a submitted version of that supplier's quote lists (not once the team hid the quote).
 * Anyone else: 404.
 */
export function sourcingFileAccess(now: () => Date): ExternalFileAccess {
  return async (db, who, ref) => {
    const missing = () => notFound(FILE_MESSAGES.notFound);
    const viewer = await User.query(db).findById(who.id);
    const rfq = await Rfq.query(db).findById(ref.rfqId);
    if (!viewer || viewer.deactivatedAt || !rfq) throw missing();
    const place = await placeOf(db, rfq, viewer, now());
    if (!place) throw missing();
    if (ref.context === 'rfq') {
      if (ref.fileId === null) {
        if (place.kind !== 'buyer' || rfq.status === 'awarded' || rfq.status === 'cancelled') throw missing();
        return 'owner';
      }
      if (place.kind === 'buyer') return ref.uploaderId === viewer.id ? 'owner' : 'party';
      const listed = (await RfqLine.query(db).where({ rfqId: rfq.id }).select('fileIds')).some((line) => line.fileIds.includes(ref.fileId!));
      if (!listed || ref.uploaderId !== rfq.buyerId) throw missing();
      if (await ndaLocked(db, rfq, viewer.id)) throw forbidden(SOURCING_MESSAGES.ndaSignFirst);
      return 'party';
    }
    if (ref.fileId === null) {
      if (place.kind === 'buyer' || effectiveStatus(rfq, now()) !== 'open') throw missing();
      if (place.kind === 'supplier' && place.participant.status === 'declined') throw missing();
      return 'owner';
    }
    if (ref.uploaderId === viewer.id && place.kind !== 'buyer') return 'owner';
    if (place.kind !== 'buyer') throw missing();
    const quote = await RfqQuote.query(db).findOne({ rfqId: rfq.id, supplierId: ref.uploaderId });
    if (!quote || quote.hiddenAt || quote.version === 0) throw missing();
    const versions = await RfqQuoteVersion.query(db).where({ quoteId: quote.id }).select('fileIds');
    if (!versions.some((version) => version.fileIds.includes(ref.fileId!))) throw missing();
    return 'party';
  };
}
