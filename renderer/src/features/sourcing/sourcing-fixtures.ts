/** API answers for the sourcing component tests, typed by the shared schemas. */
import type { ComparisonSupplier, RfqComparison, RfqDetail, RfqLine, RfqSummary, SourcingParty } from '#shared/schemas/sourcing-schemas.ts';

const CREATED = '2026-11-20T10:00:00.000Z';

export function party(overrides: Partial<SourcingParty> = {}): SourcingParty {
  const id = overrides.id ?? 1;
  return { id, username: `member${id}`, fullName: `Member ${id}`, companyName: null, role: 'entrepreneur', location: null, profileImage: null, verified: false, ...overrides };
}

export function rfqSummary(overrides: Partial<RfqSummary> = {}): RfqSummary {
  return {
    id: 7,
    title: 'Aluminium enclosure',
    status: 'open',
    visibility: 'invited',
    projectId: null,
    buyer: party({ id: 1, fullName: 'Ada Founder' }),
    lineCount: 2,
    quoteDeadline: '2027-01-21T17:00:00.000Z',
    needByDate: null,
    ndaRequired: false,
    createdAt: CREATED,
    updatedAt: CREATED,
    publishedAt: CREATED,
    invitedCount: 3,
    quoteCount: 1,
    myStatus: null,
    myQuoteStatus: null,
    hiddenAt: null,
    ...overrides,
  };
}

export function rfqLine(overrides: Partial<RfqLine> = {}): RfqLine {
  return {
    id: 11,
    position: 1,
    partName: 'Lid',
    quantities: [100, 1000],
    material: 'Aluminium 6061',
    process: 'cnc_machining',
    processLabel: 'CNC machining',
    tolerances: null,
    finish: null,
    notes: null,
    targetUnitPriceCents: null,
    fileIds: [],
    files: [],
    ...overrides,
  };
}

export function rfqDetail(overrides: Partial<RfqDetail> = {}): RfqDetail {
  return {
    id: 7,
    title: 'Aluminium enclosure',
    description: 'Two machined parts for a sensor enclosure.',
    status: 'open',
    visibility: 'invited',
    openCriteria: { region: null, verifiedOnly: false, requiredCertifications: [] },
    projectId: null,
    buyer: party({ id: 1, fullName: 'Ada Founder' }),
    lines: [rfqLine(), rfqLine({ id: 12, position: 2, partName: 'Base', quantities: [50] })],
    quoteDeadline: '2027-01-21T17:00:00.000Z',
    needByDate: null,
    deliveryLocation: null,
    incoterm: 'FCA',
    ndaRequired: false,
    createdAt: CREATED,
    updatedAt: CREATED,
    publishedAt: CREATED,
    awardedAt: null,
    cancelledAt: null,
    cancelReason: null,
    viewerRole: 'supplier',
    nda: { required: false, locked: false, projectId: null },
    changes: [],
    suppliers: [],
    awards: [],
    me: { status: 'invited', declineReason: null, quoteStatus: null, quoteVersion: 0, connectionId: null, outcomeReason: null },
    acceptingQuotes: true,
    hiddenAt: null,
    hiddenReason: null,
    ...overrides,
  };
}

export function comparisonSupplier(id: number, overrides: Partial<ComparisonSupplier> = {}): ComparisonSupplier {
  return {
    supplier: party({ id, companyName: `Supplier ${id}`, role: 'manufacturer' }),
    rating: { average: null, count: 0 },
    verified: false,
    quoteId: 100 + id,
    version: 1,
    submittedAt: CREATED,
    toolingCents: 0,
    setupCents: 0,
    leadTimeDays: 20,
    validUntil: '2027-02-01',
    incoterm: 'FCA',
    paymentTerms: null,
    responseHours: 10,
    certifications: [],
    ...overrides,
  };
}

export type { RfqComparison };
