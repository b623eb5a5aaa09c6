import { describe, expect, it } from 'vitest';
import { canMoveRfq, landedCostCents, RFQ_STATUSES } from '#shared/schemas/sourcing-schemas.ts';
import { acceptsQuotes, comparisonRows, effectiveStatus, fittingEntries, hoursBetween, matchesOpenRequest, monthStart, openLineChanges, type StoredLine } from './rfq-rules.ts';

const now = new Date('2027-03-10T12:00:00.000Z');

describe('request states', () => {
  it('reads an open request past its deadline as closed, and only an open one before it takes quotes', () => {
    expect(effectiveStatus({ status: 'open', quoteDeadline: '2027-03-10T12:00:00.001Z' }, now)).toBe('open');
    expect(effectiveStatus({ status: 'open', quoteDeadline: '2027-03-10T12:00:00.000Z' }, now)).toBe('closed');
    expect(effectiveStatus({ status: 'draft', quoteDeadline: '2020-01-01T00:00:00.000Z' }, now)).toBe('draft');
    expect(effectiveStatus({ status: 'awarded', quoteDeadline: '2020-01-01T00:00:00.000Z' }, now)).toBe('awarded');
    expect(acceptsQuotes({ status: 'open', quoteDeadline: '2027-03-11T00:00:00.000Z' }, now)).toBe(true);
    expect(acceptsQuotes({ status: 'closed', quoteDeadline: '2027-03-11T00:00:00.000Z' }, now)).toBe(false);
    expect(acceptsQuotes({ status: 'open', quoteDeadline: '2027-03-09T00:00:00.000Z' }, now)).toBe(false);
  });

  it('allows draft -> open -> closed -> awarded, reopening a closed one, cancelling until decided, nothing after', () => {
    const allowed = RFQ_STATUSES.flatMap((from) => RFQ_STATUSES.filter((to) => canMoveRfq(from, to)).map((to) => `${from}->${to}`));
    expect(allowed).toEqual(['draft->open', 'draft->cancelled', 'open->closed', 'open->awarded', 'open->cancelled', 'closed->open', 'closed->awarded', 'closed->cancelled']);
  });

  it('counts requests from the first instant of the calendar month, UTC', () => {
    expect(monthStart(new Date('2027-03-31T23:59:59.999Z')).toISOString()).toBe('2027-03-01T00:00:00.000Z');
  });
});

describe('who an open request is open to', () => {
  const lines = [{ process: 'cnc_machining', material: 'Aluminium 6061' }];
  const noProfile = { capabilities: [], materials: [], factoryLocations: [], approvedCertifications: [] };
  const supplier = { location: 'Munich, Germany', expertise: ['CNC Machining & Turning'], verified: false, ...noProfile };
  const any = { openRegion: null, openVerifiedOnly: false, openRequiredCertifications: [] };

  it('matches a process by its id or label within the expertise, and a material by name', () => {
    expect(matchesOpenRequest(supplier, any, lines)).toBe(true);
    expect(matchesOpenRequest({ ...supplier, expertise: ['aluminium 6061'] }, any, lines)).toBe(true);
    expect(matchesOpenRequest({ ...supplier, expertise: ['Injection moulding'] }, any, lines)).toBe(false);
    // Lines naming no process or material: any supplier.
    expect(matchesOpenRequest({ ...supplier, expertise: [] }, any, [{ process: null, material: null }])).toBe(true);
  });

  it("matches the supplier profile's capabilities and materials, by id or label, as it matches expertise", () => {
    const bare = { ...supplier, expertise: [] };
    expect(matchesOpenRequest(bare, any, lines)).toBe(false);
    expect(matchesOpenRequest({ ...bare, capabilities: ['cnc_machining'] }, any, lines)).toBe(true);
    // A known capability's label on the line, its id on the profile.
    expect(matchesOpenRequest({ ...bare, capabilities: ['cnc_machining'] }, any, [{ process: 'CNC machining', material: null }])).toBe(true);
    expect(matchesOpenRequest({ ...bare, capabilities: ['Anodizing'] }, any, lines)).toBe(false);
    expect(matchesOpenRequest({ ...bare, materials: ['aluminum_6061'] }, any, [{ process: null, material: 'aluminum_6061' }])).toBe(true);
    expect(matchesOpenRequest({ ...bare, materials: ['Aluminium 6061'] }, any, lines)).toBe(true);
  });

  it('keeps to the region and to verified suppliers when asked', () => {
    expect(matchesOpenRequest(supplier, { ...any, openRegion: 'Europe' }, lines)).toBe(true);
    expect(matchesOpenRequest(supplier, { ...any, openRegion: 'Asia' }, lines)).toBe(false);
    expect(matchesOpenRequest(supplier, { ...any, openRegion: 'Global' }, lines)).toBe(true);
    expect(matchesOpenRequest(supplier, { ...any, openVerifiedOnly: true }, lines)).toBe(false);
    expect(matchesOpenRequest({ ...supplier, verified: true }, { ...any, openVerifiedOnly: true }, lines)).toBe(true);
  });

  it("reads the region from the supplier's location or any factory of their profile", () => {
    expect(matchesOpenRequest({ ...supplier, factoryLocations: ['Shenzhen, China'] }, { ...any, openRegion: 'Asia' }, lines)).toBe(true);
    expect(matchesOpenRequest({ ...supplier, location: null, factoryLocations: ['Porto, Portugal'] }, { ...any, openRegion: 'Europe' }, lines)).toBe(true);
    expect(matchesOpenRequest({ ...supplier, location: null, factoryLocations: ['Porto, Portugal'] }, { ...any, openRegion: 'Asia' }, lines)).toBe(false);
    expect(matchesOpenRequest({ ...supplier, location: null }, { ...any, openRegion: 'Europe' }, lines)).toBe(false);
  });

  it('requires every required certification, approved', () => {
    const required = { ...any, openRequiredCertifications: ['iso_9001', 'as9100'] };
    expect(matchesOpenRequest(supplier, required, lines)).toBe(false);
    expect(matchesOpenRequest({ ...supplier, approvedCertifications: ['iso_9001'] }, required, lines)).toBe(false);
    expect(matchesOpenRequest({ ...supplier, approvedCertifications: ['as9100', 'iso_9001', 'ul'] }, required, lines)).toBe(true);
    // Holding them does not stand in for the lines' process.
    expect(matchesOpenRequest({ ...supplier, expertise: [], approvedCertifications: ['as9100', 'iso_9001'] }, required, lines)).toBe(false);
  });

  it("names the supplier's entries that fit the lines, as written", () => {
    expect(fittingEntries(['CNC Machining & Turning', 'Anodizing', 'Aluminium 6061'], lines)).toEqual(['CNC Machining & Turning', 'Aluminium 6061']);
    expect(fittingEntries(['cnc_machining', ''], lines)).toEqual(['cnc_machining']);
    expect(fittingEntries(['cnc_machining'], [{ process: null, material: null }])).toEqual([]);
  });
});

describe('edits of an open request', () => {
  const stored: StoredLine[] = [
    { id: 1, position: 1, partName: 'Bracket', quantities: [100, 1000], material: 'Steel', process: null, tolerances: null, finish: null, notes: null, targetUnitPriceCents: null, fileIds: [] },
  ];

  it('lets notes and files change, and says what changed', () => {
    const diff = openLineChanges(stored, [{ id: 1, partName: 'Bracket', quantities: [100, 1000], notes: 'Deburr', fileIds: [7] }]);
    expect(diff.refused).toBe(false);
    expect(diff.changes).toEqual([
      { field: 'lineNotes', label: 'Line 1 (Bracket) notes', before: null, after: 'Deburr' },
      { field: 'lineFiles', label: 'Line 1 (Bracket) files', before: '0 files', after: '1 file' },
    ]);
    expect(diff.updates).toEqual([{ id: 1, notes: 'Deburr', fileIds: [7] }]);
    expect(openLineChanges(stored, [{ id: 1, partName: 'Bracket', quantities: [100, 1000], material: 'Steel' }])).toEqual({ refused: false, changes: [], updates: [] });
  });

  it('refuses new, removed or otherwise changed lines', () => {
    expect(openLineChanges(stored, [{ partName: 'Bracket', quantities: [100, 1000] }]).refused).toBe(true);
    expect(openLineChanges(stored, []).refused).toBe(true);
    expect(openLineChanges(stored, [{ id: 1, partName: 'Bracket', quantities: [100] }]).refused).toBe(true);
    expect(openLineChanges(stored, [{ id: 1, partName: 'Bracket', quantities: [100, 1000], material: 'Brass' }]).refused).toBe(true);
    expect(openLineChanges(stored, [{ id: 2, partName: 'Bracket', quantities: [100, 1000] }]).refused).toBe(true);
  });
});

describe('comparison', () => {
  it('computes landed cost as unit x quantity + tooling + setup', () => {
    expect(landedCostCents(1250, 1000, 50_000, 10_000)).toBe(1_310_000);
    expect(landedCostCents(1, 10_000_000, 0, 0)).toBe(10_000_000);
  });

  const lines = [
    { id: 2, position: 2, partName: 'Lid', quantities: [10], targetUnitPriceCents: null },
    { id: 1, position: 1, partName: 'Bracket', quantities: [100, 1000], targetUnitPriceCents: 500 },
  ];

  it('gives one row per line and break in order, with the lowest landed cost best and unpriced rows empty', () => {
    const rows = comparisonRows(lines, [
      { supplierId: 7, prices: [{ lineId: 1, quantity: 100, unitPriceCents: 1000 }, { lineId: 1, quantity: 1000, unitPriceCents: 600 }], toolingCents: 100_000, setupCents: 0, leadTimeDays: 30, submittedAt: '2027-03-01T00:00:00.000Z' },
      { supplierId: 8, prices: [{ lineId: 1, quantity: 100, unitPriceCents: 1500 }, { lineId: 1, quantity: 1000, unitPriceCents: 800 }], toolingCents: 0, setupCents: 5_000, leadTimeDays: 20, submittedAt: '2027-03-02T00:00:00.000Z' },
    ]);
    expect(rows.map((row) => [row.partName, row.quantity, row.cells.map((cell) => cell.landedCostCents), row.bestSupplierId])).toEqual([
      ['Bracket', 100, [200_000, 155_000], 8],
      ['Bracket', 1000, [700_000, 805_000], 7],
      ['Lid', 10, [], null],
    ]);
    expect(rows[0]!.cells[0]).toEqual({ supplierId: 7, unitPriceCents: 1000, landedCostCents: 200_000, leadTimeDays: 30 });
  });

  it('breaks a tie on the shorter lead time (unknown last), then the earlier submission', () => {
    const price = [{ lineId: 1, quantity: 100, unitPriceCents: 100 }];
    const base = { prices: price, toolingCents: 0, setupCents: 0 };
    const best = (quotes: Parameters<typeof comparisonRows>[1]) => comparisonRows([lines[1]!], quotes)[0]!.bestSupplierId;
    expect(best([{ ...base, supplierId: 1, leadTimeDays: null, submittedAt: '2027-01-01' }, { ...base, supplierId: 2, leadTimeDays: 40, submittedAt: '2027-01-02' }])).toBe(2);
    expect(best([{ ...base, supplierId: 1, leadTimeDays: 10, submittedAt: '2027-01-02' }, { ...base, supplierId: 2, leadTimeDays: 10, submittedAt: '2027-01-01' }])).toBe(2);
  });

  it('measures response time in hours to one decimal', () => {
    expect(hoursBetween('2027-03-01T00:00:00.000Z', '2027-03-02T06:30:00.000Z')).toBe(30.5);
    expect(hoursBetween('2027-03-01T00:00:00.000Z', null)).toBeNull();
  });
});
