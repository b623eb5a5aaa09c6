/**
 * Engineering files for the demo projects, made in code (nothing binary in the repo): a part's 3D
 * model (binary STL of a closed triangle mesh, and an AP214 STEP B-rep), its PDF drawing (outline,
 * dimensions, title block with drawing number and revision) and a BOM workbook. Each function returns
 * the file's bytes; the same input always gives the same bytes (no dates in them), so seeds repeat.
 *
 * Parts are prisms: a 2D profile (a simple polygon, counter-clockwise, in mm) extruded along z.
 * That covers plates, blocks, L-brackets and channels.
 */

/** A profile's corners, [x, y] in mm, counter-clockwise, its edges never crossing. */
export type Profile = ReadonlyArray<readonly [number, number]>;

export interface DemoPart {
  /** The part's name, shown in the drawing and the models. */
  name: string;
  profile: Profile;
  /** Extrusion along z, mm. */
  height: number;
}

/** A 60 × 40 mm L-bracket, 5 mm thick, 30 mm wide. */
export const DEMO_BRACKET: DemoPart = { name: 'Mounting bracket', profile: [[0, 0], [60, 0], [60, 5], [5, 5], [5, 40], [0, 40]], height: 30 };
/** A 120 × 80 × 35 mm enclosure base: a U-channel, 3 mm walls. */
export const DEMO_ENCLOSURE: DemoPart = { name: 'Enclosure base', profile: [[0, 0], [120, 0], [120, 35], [117, 35], [117, 3], [3, 3], [3, 35], [0, 35]], height: 80 };

type Point = readonly [number, number, number];
export type Triangle = readonly [Point, Point, Point];

/** The part as a closed triangle mesh, wound counter-clockwise seen from outside. */
export function prismTriangles(part: DemoPart): Triangle[] {
  const { profile, height } = part;
  const bottom = profile.map(([x, y]) => [x, y, 0] as const);
  const top = profile.map(([x, y]) => [x, y, height] as const);
  const triangles: Triangle[] = [];
  for (const [a, b, c] of triangulate(profile)) {
    triangles.push([top[a]!, top[b]!, top[c]!]);
    triangles.push([bottom[a]!, bottom[c]!, bottom[b]!]);
  }
  for (let i = 0; i < profile.length; i++) {
    const j = (i + 1) % profile.length;
    triangles.push([bottom[i]!, bottom[j]!, top[j]!], [bottom[i]!, top[j]!, top[i]!]);
  }
  return triangles;
}

/** A simple counter-clockwise polygon cut into triangles (ear clipping: a profile has a handful of corners). */
export function triangulate(profile: Profile): Array<[number, number, number]> {
  const cross = (a: number, b: number, c: number) => {
    const [p, q, r] = [profile[a]!, profile[b]!, profile[c]!];
    return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  };
  const left = profile.map((_, i) => i);
  const out: Array<[number, number, number]> = [];
  while (left.length > 3) {
    const ear = left.findIndex((b, k) => {
      const a = left[(k + left.length - 1) % left.length]!;
      const c = left[(k + 1) % left.length]!;
      // A convex corner whose triangle holds no other corner (on its edges counts as in).
      return cross(a, b, c) > 0 && !left.some((p) => p !== a && p !== b && p !== c && cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0);
    });
    if (ear < 0) throw new Error('The profile is not a simple counter-clockwise polygon.');
    out.push([left[(ear + left.length - 1) % left.length]!, left[ear]!, left[(ear + 1) % left.length]!]);
    left.splice(ear, 1);
  }
  out.push([left[0]!, left[1]!, left[2]!]);
  return out;
}

/** A binary STL of the triangles (80-byte header, count, 50 bytes a triangle with its normal). */
export function binaryStl(triangles: readonly Triangle[], header = 'HardwareHub demo part'): Buffer {
  const bytes = Buffer.alloc(84 + triangles.length * 50);
  bytes.write(header.slice(0, 80), 0, 'ascii');
  bytes.writeUInt32LE(triangles.length, 80);
  triangles.forEach(([a, b, c], t) => {
    const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
    const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
    const n = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
    const length = Math.hypot(n[0]!, n[1]!, n[2]!) || 1;
    const values = [...n.map((value) => value / length), ...a, ...b, ...c];
    values.forEach((value, i) => bytes.writeFloatLE(value, 84 + t * 50 + i * 4));
  });
  return bytes;
}

/** The part's binary STL. */
export function demoPartStl(part: DemoPart): Buffer {
  return binaryStl(prismTriangles(part), `HardwareHub demo: ${part.name}`);
}

/** A STEP real: always with a decimal point (`5.`, `0.5`). */
function real(value: number): string {
  const text = String(Math.abs(value) < 1e-12 ? 0 : Number(value.toFixed(9)));
  return /[.eE]/.test(text) ? text.replace(/e/, 'E') : `${text}.`;
}

/**
 * The part as a STEP file (ISO 10303-21, AP214 automotive_design): a manifold solid B-rep of planar
 * faces (two caps and a side per profile edge), straight edges, in millimetres.
 */
export function demoPartStep(part: DemoPart): Buffer {
  const lines: string[] = [];
  let next = 1;
  const entity = (text: string) => {
    const id = next++;
    lines.push(`#${id}=${text};`);
    return `#${id}`;
  };
  const point = (p: Point) => entity(`CARTESIAN_POINT('',(${p.map(real).join(',')}))`);
  const direction = (d: Point) => entity(`DIRECTION('',(${d.map(real).join(',')}))`);
  const placement = (origin: Point, axis: Point, ref: Point) => entity(`AXIS2_PLACEMENT_3D('',${point(origin)},${direction(axis)},${direction(ref)})`);

  const context = entity("APPLICATION_CONTEXT('core data for automotive mechanical design processes')");
  entity(`APPLICATION_PROTOCOL_DEFINITION('international standard','automotive_design',2000,${context})`);
  const productContext = entity(`PRODUCT_CONTEXT('',${context},'mechanical')`);
  const name = part.name.replace(/'/g, '');
  const product = entity(`PRODUCT('${name}','${name}','',(${productContext}))`);
  const formation = entity(`PRODUCT_DEFINITION_FORMATION('','',${product})`);
  const definitionContext = entity(`PRODUCT_DEFINITION_CONTEXT('part definition',${context},'design')`);
  const definition = entity(`PRODUCT_DEFINITION('design','',${formation},${definitionContext})`);
  const shape = entity(`PRODUCT_DEFINITION_SHAPE('','',${definition})`);
  const mm = entity('( LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT(.MILLI.,.METRE.) )');
  const radian = entity('( NAMED_UNIT(*) PLANE_ANGLE_UNIT() SI_UNIT($,.RADIAN.) )');
  const steradian = entity('( NAMED_UNIT(*) SI_UNIT($,.STERADIAN.) SOLID_ANGLE_UNIT() )');
  const uncertainty = entity(`UNCERTAINTY_MEASURE_WITH_UNIT(LENGTH_MEASURE(1.E-07),${mm},'distance_accuracy_value','confusion accuracy')`);
  const geometricContext = entity(
    `( GEOMETRIC_REPRESENTATION_CONTEXT(3) GLOBAL_UNCERTAINTY_ASSIGNED_CONTEXT((${uncertainty})) GLOBAL_UNIT_ASSIGNED_CONTEXT((${mm},${radian},${steradian})) REPRESENTATION_CONTEXT('',''))`,
  );

  const { profile, height } = part;
  const n = profile.length;
  const bottom = profile.map(([x, y]) => [x, y, 0] as const);
  const top = profile.map(([x, y]) => [x, y, height] as const);
  const vertices = [bottom, top].map((ring) => ring.map((p) => entity(`VERTEX_POINT('',${point(p)})`)));
  const edge = (from: Point, to: Point, start: string, end: string) => {
    const d = [to[0] - from[0], to[1] - from[1], to[2] - from[2]] as const;
    const length = Math.hypot(...d);
    const line = entity(`LINE('',${point(from)},${entity(`VECTOR('',${direction([d[0] / length, d[1] / length, d[2] / length])},${real(length)})`)})`);
    return entity(`EDGE_CURVE('',${start},${end},${line},.T.)`);
  };
  // Bottom and top edges run i → i+1; vertical ones from bottom to top.
  const bottomEdges = bottom.map((p, i) => edge(p, bottom[(i + 1) % n]!, vertices[0]![i]!, vertices[0]![(i + 1) % n]!));
  const topEdges = top.map((p, i) => edge(p, top[(i + 1) % n]!, vertices[1]![i]!, vertices[1]![(i + 1) % n]!));
  const verticalEdges = bottom.map((p, i) => edge(p, top[i]!, vertices[0]![i]!, vertices[1]![i]!));
  const face = (edges: Array<[string, boolean]>, origin: Point, axis: Point, ref: Point) => {
    const loop = entity(`EDGE_LOOP('',(${edges.map(([e, forward]) => entity(`ORIENTED_EDGE('',*,*,${e},${forward ? '.T.' : '.F.'})`)).join(',')}))`);
    const bound = entity(`FACE_OUTER_BOUND('',${loop},.T.)`);
    return entity(`ADVANCED_FACE('',(${bound}),${entity(`PLANE('',${placement(origin, axis, ref)})`)},.T.)`);
  };
  const faces = [
    // Each loop runs counter-clockwise seen from outside the solid.
    face(bottomEdges.map((e) => [e, false] as [string, boolean]).reverse(), [0, 0, 0], [0, 0, -1], [1, 0, 0]),
    face(topEdges.map((e) => [e, true] as [string, boolean]), [0, 0, height], [0, 0, 1], [1, 0, 0]),
    ...bottom.map((p, i) => {
      const j = (i + 1) % n;
      const dx = bottom[j]![0] - p[0];
      const dy = bottom[j]![1] - p[1];
      const length = Math.hypot(dx, dy);
      return face(
        [[bottomEdges[i]!, true], [verticalEdges[j]!, true], [topEdges[i]!, false], [verticalEdges[i]!, false]],
        p,
        [dy / length, -dx / length, 0],
        [dx / length, dy / length, 0],
      );
    }),
  ];
  const shell = entity(`CLOSED_SHELL('',(${faces.join(',')}))`);
  const solid = entity(`MANIFOLD_SOLID_BREP('${name}',${shell})`);
  const representation = entity(`ADVANCED_BREP_SHAPE_REPRESENTATION('${name}',(${solid},${placement([0, 0, 0], [0, 0, 1], [1, 0, 0])}),${geometricContext})`);
  entity(`SHAPE_DEFINITION_REPRESENTATION(${shape},${representation})`);

  const file = [
    'ISO-10303-21;',
    'HEADER;',
    `FILE_DESCRIPTION(('${name}'),'2;1');`,
    `FILE_NAME('${name}.step','2026-01-01T00:00:00',('HardwareHub'),('HardwareHub'),'HardwareHub demo','HardwareHub','');`,
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));",
    'ENDSEC;',
    'DATA;',
    ...lines,
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ];
  return Buffer.from(file.join('\n'), 'latin1');
}

export interface DrawingRevision {
  revision: number;
  description: string;
  /** As printed in the revision table (YYYY-MM-DD). */
  date: string;
}

export interface DemoDrawing {
  part: DemoPart;
  drawingNumber: string;
  /** Every revision up to this drawing's, oldest first: the last is the drawing's own. */
  revisions: DrawingRevision[];
  company: string;
  drawnBy: string;
  material: string;
}

/** Drawing scales on offer (paper mm per part mm), largest first. */
const SCALES: Array<[number, string]> = [[5, '5:1'], [2, '2:1'], [1, '1:1'], [0.5, '1:2'], [0.25, '1:4'], [0.2, '1:5'], [0.1, '1:10']];
const PT_PER_MM = 72 / 25.4;

/**
 * The part's drawing as a PDF (A4 landscape, third-angle): its profile (front view) and its
 * extrusion (side view) at one scale, with overall dimensions in mm, a revision table and a title
 * block with the drawing number and revision. No dates but the ones given, so the bytes repeat.
 */
export async function demoDrawingPdf(drawing: DemoDrawing): Promise<Buffer> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const { part } = drawing;
  const revision = drawing.revisions.at(-1)!;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${drawing.drawingNumber} rev ${revision.revision}: ${part.name}`);
  pdf.setAuthor(drawing.drawnBy);
  pdf.setProducer('HardwareHub demo data');
  const page = pdf.addPage([842, 595]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.12, 0.16);
  const thin = rgb(0.35, 0.38, 0.45);
  const line = (x1: number, y1: number, x2: number, y2: number, thickness = 0.6, color = ink) => page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness, color });
  const text = (value: string, x: number, y: number, size = 9, face = font, color = ink) => page.drawText(value, { x, y, size, font: face, color });
  const centred = (value: string, x: number, y: number, size = 9) => text(value, x - font.widthOfTextAtSize(value, size) / 2, y, size);

  // Sheet border and the title block (bottom right).
  page.drawRectangle({ x: 20, y: 20, width: 802, height: 555, borderWidth: 1.2, borderColor: ink });
  const block = { x: 522, y: 20, width: 300, height: 120 };
  page.drawRectangle({ ...block, borderWidth: 1, borderColor: ink });
  const rows: Array<[string, string]> = [
    ['Title', part.name],
    ['Drawing no.', drawing.drawingNumber],
    ['Revision', String(revision.revision)],
    ['Material', drawing.material],
    ['Units', 'mm'],
    ['Drawn by', `${drawing.drawnBy}, ${drawing.company}`],
  ];
  const rowHeight = block.height / rows.length;
  rows.forEach(([label, value], i) => {
    const y = block.y + block.height - (i + 1) * rowHeight;
    if (i) line(block.x, y + rowHeight, block.x + block.width, y + rowHeight, 0.5);
    text(label, block.x + 6, y + 6, 7, font, thin);
    text(value, block.x + 78, y + 5, i < 2 ? 11 : 9, i < 2 ? bold : font);
  });
  line(block.x + 72, block.y, block.x + 72, block.y + block.height, 0.5);

  // Revision table (top right), newest last.
  const table = { x: 522, top: 555, width: 280 };
  text('REVISIONS', table.x + 4, table.top - 12, 8, bold);
  drawing.revisions.forEach((entry, i) => {
    const y = table.top - 28 - i * 14;
    text(String(entry.revision), table.x + 4, y, 8);
    text(entry.date, table.x + 24, y, 8);
    text(entry.description.slice(0, 48), table.x + 86, y, 8);
  });
  page.drawRectangle({ x: table.x, y: table.top - 20 - drawing.revisions.length * 14, width: table.width, height: 20 + drawing.revisions.length * 14, borderWidth: 0.5, borderColor: ink });

  // Views: the largest scale at which the front view (x by y) and the side view (z by y) fit beside each other.
  const xs = part.profile.map(([x]) => x);
  const ys = part.profile.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const [width, depth] = [maxX - minX, maxY - minY];
  const [scale, scaleLabel] = SCALES.find(([s]) => (width + part.height) * s * PT_PER_MM <= 560 && depth * s * PT_PER_MM <= 300) ?? SCALES.at(-1)!;
  const k = scale * PT_PER_MM;
  // Centred in the sheet's free area (between the notes below and the revision table above).
  const front = { x: 90 + (560 - (width + part.height) * k) / 4, y: 170 + (300 - depth * k) / 2 };
  const side = { x: front.x + width * k + 70, y: front.y };
  const outline = part.profile.map(([x, y], i) => `${i ? 'L' : 'M'}${((x - minX) * k).toFixed(2)} ${(-(y - minY) * k).toFixed(2)}`).join(' ') + ' Z';
  page.drawSvgPath(outline, { x: front.x, y: front.y, borderColor: ink, borderWidth: 1.4 });
  page.drawRectangle({ x: side.x, y: side.y, width: part.height * k, height: depth * k, borderWidth: 1.4, borderColor: ink });
  // The profile's inner corners seen from the side: hidden edges, dashed.
  for (const y of new Set(ys.filter((y) => y !== minY && y !== maxY))) {
    page.drawLine({ start: { x: side.x, y: side.y + (y - minY) * k }, end: { x: side.x + part.height * k, y: side.y + (y - minY) * k }, thickness: 0.5, color: thin, dashArray: [4, 3] });
  }
  text('FRONT', front.x, front.y + depth * k + 14, 8, bold, thin);
  text('SIDE', side.x, side.y + depth * k + 14, 8, bold, thin);

  /** A dimension: extension lines from the part, a line with arrowheads, its value in mm. */
  const dimension = (from: [number, number], to: [number, number], offset: [number, number], value: number) => {
    const [ax, ay] = [from[0] + offset[0], from[1] + offset[1]];
    const [bx, by] = [to[0] + offset[0], to[1] + offset[1]];
    line(from[0], from[1], ax, ay, 0.4, thin);
    line(to[0], to[1], bx, by, 0.4, thin);
    line(ax, ay, bx, by, 0.6);
    const length = Math.hypot(bx - ax, by - ay);
    const [ux, uy] = [(bx - ax) / length, (by - ay) / length];
    for (const [px, py, sign] of [[ax, ay, 1], [bx, by, -1]] as const) {
      line(px, py, px + sign * (ux * 6 - uy * 2), py + sign * (uy * 6 + ux * 2));
      line(px, py, px + sign * (ux * 6 + uy * 2), py + sign * (uy * 6 - ux * 2));
    }
    const label = Number.isInteger(value) ? String(value) : value.toFixed(1);
    if (Math.abs(uy) < 0.5) centred(label, (ax + bx) / 2, ay + 4);
    else text(label, ax - font.widthOfTextAtSize(label, 9) - 4, (ay + by) / 2 - 3);
  };
  dimension([front.x, front.y], [front.x + width * k, front.y], [0, -24], width);
  dimension([front.x, front.y], [front.x, front.y + depth * k], [-24, 0], depth);
  dimension([side.x, side.y], [side.x + part.height * k, side.y], [0, -24], part.height);
  // The thinnest wall: the first profile edge's neighbour, a plate's thickness.
  const wall = Math.min(...part.profile.map(([x, y], i) => {
    const [nx, ny] = part.profile[(i + 1) % part.profile.length]!;
    return Math.hypot(nx - x, ny - y);
  }));
  text(`Scale ${scaleLabel}    General tolerance ISO 2768-m    Break sharp edges 0.2 x 45 deg    Min. wall ${wall} mm`, 40, 60, 8, font, thin);
  text(`${drawing.drawingNumber}  REV ${revision.revision}`, 40, 40, 10, bold);
  return Buffer.from(await pdf.save());
}

export interface BomLine {
  partNumber: string;
  description: string;
  qty: number;
  supplier: string;
  /** USD a unit. */
  unitCost: number;
}

/** A bill of materials as an XLSX workbook: one sheet, a header row, the lines with their extended cost and a total (formulas, with their values). */
export async function demoBomXlsx(title: string, lines: readonly BomLine[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'HardwareHub demo data';
  workbook.created = workbook.modified = new Date('2026-01-01T00:00:00Z');
  const sheet = workbook.addWorksheet('BOM', { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = [
    { key: 'partNumber', width: 18 },
    { key: 'description', width: 44 },
    { key: 'qty', width: 8 },
    { key: 'supplier', width: 28 },
    { key: 'unitCost', width: 12, style: { numFmt: '$#,##0.00' } },
    { key: 'extended', width: 14, style: { numFmt: '$#,##0.00' } },
  ];
  sheet.getCell('A1').value = title;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  const header = sheet.getRow(2);
  header.values = ['Part number', 'Description', 'Qty', 'Supplier', 'Unit cost', 'Extended'];
  header.font = { bold: true };
  lines.forEach((entry, i) => {
    const row = i + 3;
    sheet.getRow(row).values = [entry.partNumber, entry.description, entry.qty, entry.supplier, entry.unitCost, { formula: `C${row}*E${row}`, result: entry.qty * entry.unitCost }];
  });
  const totalRow = lines.length + 3;
  const total = lines.reduce((sum, entry) => sum + entry.qty * entry.unitCost, 0);
  sheet.getRow(totalRow).values = ['', 'Total per unit', '', '', '', { formula: `SUM(F3:F${totalRow - 1})`, result: Math.round(total * 100) / 100 }];
  sheet.getRow(totalRow).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A demo project's engineering files: what demo-data.ts seeds, and what a demo conversation may attach. */
export interface DemoProjectFiles {
  /** The demo project's name (demo-data.ts). */
  project: string;
  /** The model file's name; its extension (.stl or .step) picks the format. */
  modelName: string;
  drawing: DemoDrawing;
  /** The drawing's earlier revisions' parts, oldest first (each drawn as its own PDF before the current one). */
  earlierParts?: DemoPart[];
  bomName: string;
  bom: BomLine[];
}

/** A 48 × 28 mm carrier plate, 2.4 mm thick, corners chamfered. */
export const DEMO_CARRIER_PLATE: DemoPart = { name: 'Electronics carrier plate', profile: [[4, 0], [44, 0], [48, 4], [48, 24], [44, 28], [4, 28], [0, 24], [0, 4]], height: 2.4 };

export const DEMO_PROJECT_FILES: readonly DemoProjectFiles[] = [
  {
    project: 'Hydroloop Controller v2',
    modelName: 'hydroloop-enclosure-base.stl',
    drawing: {
      part: DEMO_ENCLOSURE,
      drawingNumber: 'HL-ENC-001',
      revisions: [
        { revision: 1, description: 'First issue', date: '2026-09-14' },
        { revision: 2, description: 'Walls 2.5 -> 3 mm for IP67 gasket seat', date: '2026-10-29' },
      ],
      company: 'Hydroloop',
      drawnBy: 'L. Okafor',
      material: 'PC/ABS, UV stabilised, black',
    },
    earlierParts: [{ ...DEMO_ENCLOSURE, profile: [[0, 0], [120, 0], [120, 35], [117.5, 35], [117.5, 2.5], [2.5, 2.5], [2.5, 35], [0, 35]] }],
    bomName: 'hydroloop-controller-v2-bom.xlsx',
    bom: [
      { partNumber: 'HL-ENC-001', description: 'Enclosure base, PC/ABS, IP67', qty: 1, supplier: 'Sato Injection Works', unitCost: 3.85 },
      { partNumber: 'HL-ENC-002', description: 'Enclosure lid with solar window', qty: 1, supplier: 'Sato Injection Works', unitCost: 4.2 },
      { partNumber: 'RAK3172', description: 'LoRaWAN module, STM32WLE5', qty: 1, supplier: 'Rivera Components', unitCost: 7.9 },
      { partNumber: 'CN3791', description: 'Solar MPPT charge controller IC', qty: 1, supplier: 'Rivera Components', unitCost: 0.62 },
      { partNumber: 'HL-GSK-001', description: 'Silicone gasket, 2 mm cord', qty: 1, supplier: 'Rivera Components', unitCost: 0.35 },
      { partNumber: 'ISO7380-M3x8', description: 'Button head screw M3 x 8, A2 stainless', qty: 6, supplier: 'Rivera Components', unitCost: 0.04 },
    ],
  },
  {
    project: 'Nimbus Picker Arm',
    modelName: 'nimbus-gripper-bracket.step',
    drawing: {
      part: DEMO_BRACKET,
      drawingNumber: 'NR-BRK-014',
      revisions: [{ revision: 1, description: 'First issue', date: '2026-10-05' }],
      company: 'Nimbus Robotics',
      drawnBy: 'S. Martins',
      material: 'Aluminium 6061-T6, clear anodised',
    },
    bomName: 'nimbus-picker-arm-wrist-bom.xlsx',
    bom: [
      { partNumber: 'NR-BRK-014', description: 'Gripper mounting bracket, machined', qty: 2, supplier: 'Shenzhen Precision Electronics', unitCost: 18.5 },
      { partNumber: 'XM430-W350', description: 'Smart servo, 4.1 Nm', qty: 2, supplier: 'Rivera Components', unitCost: 289 },
      { partNumber: '6802-2RS', description: 'Deep groove ball bearing 15 x 24 x 5', qty: 4, supplier: 'Rivera Components', unitCost: 1.9 },
      { partNumber: 'NR-VAC-003', description: 'Suction cup, 30 mm bellows, NBR', qty: 4, supplier: 'Taipei Sensor Supply', unitCost: 3.4 },
    ],
  },
  {
    project: 'CardioPatch ECG Wearable',
    modelName: 'cardiopatch-carrier-plate.stl',
    drawing: {
      part: DEMO_CARRIER_PLATE,
      drawingNumber: 'CP-PLT-003',
      revisions: [{ revision: 1, description: 'First issue', date: '2026-10-20' }],
      company: 'Pulsewear Labs',
      drawnBy: 'M. Chen',
      material: 'FR-4 stiffener, 2.4 mm',
    },
    bomName: 'cardiopatch-bom.xlsx',
    bom: [
      { partNumber: 'NRF52840-QIAA', description: 'BLE 5 SoC, aQFN73', qty: 1, supplier: 'Rivera Components', unitCost: 4.95 },
      { partNumber: 'ADS1291', description: 'Single-channel ECG front end', qty: 1, supplier: 'Rivera Components', unitCost: 6.1 },
      { partNumber: 'CP-FLX-001', description: '2-layer flex PCB, polyimide', qty: 1, supplier: 'Shenzhen Precision Electronics', unitCost: 2.75 },
      { partNumber: 'CP-PLT-003', description: 'Electronics carrier plate', qty: 1, supplier: 'Shenzhen Precision Electronics', unitCost: 0.4 },
      { partNumber: 'CR2032-HT', description: 'Coin cell, high temperature', qty: 1, supplier: 'Taipei Sensor Supply', unitCost: 0.55 },
      { partNumber: 'CP-ADH-7D', description: 'Biocompatible hydrocolloid adhesive, 7-day', qty: 1, supplier: 'Taipei Sensor Supply', unitCost: 1.2 },
    ],
  },
];

/** A file of a demo project, in upload order; a drawing's later revision names the earlier one's index. */
export interface DemoFile {
  name: string;
  bytes: Buffer;
  revisionOfIndex?: number;
}

/** A demo project's files: its model, its drawing (each revision), its BOM. */
export async function demoProjectFiles(spec: DemoProjectFiles): Promise<DemoFile[]> {
  const { drawing } = spec;
  const model = spec.modelName.endsWith('.step') ? demoPartStep(drawing.part) : demoPartStl(drawing.part);
  const files: DemoFile[] = [{ name: spec.modelName, bytes: model }];
  const parts = [...(spec.earlierParts ?? []), drawing.part];
  const drawingName = `${drawing.drawingNumber.toLowerCase()}-drawing.pdf`;
  for (const [i, part] of parts.entries()) {
    const bytes = await demoDrawingPdf({ ...drawing, part, revisions: drawing.revisions.slice(0, drawing.revisions.length - parts.length + i + 1) });
    files.push({ name: drawingName, bytes, ...(i ? { revisionOfIndex: files.length - 1 } : {}) });
  }
  files.push({ name: spec.bomName, bytes: await demoBomXlsx(`${spec.project}: bill of materials`, spec.bom) });
  return files;
}
