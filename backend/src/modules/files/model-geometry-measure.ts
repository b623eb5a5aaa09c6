import type { ModelGeometry } from '#shared/schemas/file-schemas.ts';

/** A model's own length unit as the schema names it (micrometres are reported as 'mm': the values are in mm anyway). */
export type DeclaredUnit = ModelGeometry['units'];

/** A malformed or empty model: its geometry stays unread, with this reason logged; never retried. */
export class ModelReadError extends Error {
  override name = 'ModelReadError';
}

/**
 * Measures a triangle mesh as its triangles go by, in constant memory: the bounding box, the
 * surface area, and the enclosed volume by the divergence theorem (the sum of the signed tetrahedra
 * each triangle makes with a fixed point).
 *
 * That volume means something only when the triangles close a surface: every edge met as often in
 * one direction as in the other (each edge shared by two consistently wound triangles, or pairs of
 * them). Rather than keep a map of every edge (hundreds of MB for a large STL), each directed edge
 * adds a 64-bit hash of its two ends and subtracts the hash of the reverse: a closed surface sums to
 * exactly zero; an open one does too only by a 2^-64 chance. Vertices are the same when their
 * coordinates are (after `snap`, for meshers that write 160 and 160.000000000001 for one point).
 */
export class MeshMeasure {
  triangles = 0;
  private min = [Infinity, Infinity, Infinity];
  private max = [-Infinity, -Infinity, -Infinity];
  private origin: [number, number, number] | null = null;
  private volume6 = 0;
  private area2 = 0;
  private edgeLo = 0;
  private edgeHi = 0;
  private readonly snap: number;
  private readonly corners = new Uint32Array(6);

  /** `snap`: the grid (in the file's unit) vertices are rounded to before they are compared; 0 compares exactly. */
  constructor(snap = 0) {
    this.snap = snap;
  }

  /** One triangle, its corners wound counter-clockwise seen from outside. */
  add(ax: number, ay: number, az: number, bx: number, by: number, bz: number, cx: number, cy: number, cz: number): void {
    if (![ax, ay, az, bx, by, bz, cx, cy, cz].every(Number.isFinite)) throw new ModelReadError('The model has a vertex that is not a number.');
    this.triangles++;
    this.extend(ax, ay, az);
    this.extend(bx, by, bz);
    this.extend(cx, cy, cz);
    // Relative to the first vertex: large coordinates far from zero lose no precision in the products.
    const [ox, oy, oz] = (this.origin ??= [ax, ay, az]);
    const [px, py, pz, qx, qy, qz, rx, ry, rz] = [ax - ox, ay - oy, az - oz, bx - ox, by - oy, bz - oz, cx - ox, cy - oy, cz - oz];
    this.volume6 += px * (qy * rz - qz * ry) - py * (qx * rz - qz * rx) + pz * (qx * ry - qy * rx);
    const [ux, uy, uz, vx, vy, vz] = [bx - ax, by - ay, bz - az, cx - ax, cy - ay, cz - az];
    this.area2 += Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx);
    const corners = this.corners;
    this.hashVertex(ax, ay, az, 0);
    this.hashVertex(bx, by, bz, 2);
    this.hashVertex(cx, cy, cz, 4);
    this.edge(corners[0]!, corners[1]!, corners[2]!, corners[3]!);
    this.edge(corners[2]!, corners[3]!, corners[4]!, corners[5]!);
    this.edge(corners[4]!, corners[5]!, corners[0]!, corners[1]!);
  }

  get closed(): boolean {
    return this.triangles > 0 && this.edgeLo === 0 && this.edgeHi === 0;
  }

  /** The measurements, scaled from the file's unit to millimetres by `toMm`. */
  result(units: DeclaredUnit, toMm: number, faces: number | null = null): ModelGeometry {
    if (!this.triangles) throw new ModelReadError('The model has no triangles.');
    const extent = (axis: number) => Math.max(0, (this.max[axis]! - this.min[axis]!) * toMm);
    return {
      units,
      boundingBoxMm: { x: extent(0), y: extent(1), z: extent(2) },
      volumeMm3: this.closed ? (Math.abs(this.volume6) / 6) * toMm ** 3 : null,
      surfaceAreaMm2: (this.area2 / 2) * toMm ** 2,
      triangles: this.triangles,
      faces,
    };
  }

  private extend(x: number, y: number, z: number): void {
    const { min, max } = this;
    if (x < min[0]!) min[0] = x;
    if (y < min[1]!) min[1] = y;
    if (z < min[2]!) min[2] = z;
    if (x > max[0]!) max[0] = x;
    if (y > max[1]!) max[1] = y;
    if (z > max[2]!) max[2] = z;
  }

  /** Two 32-bit hashes of a point into `corners[at]`, `corners[at + 1]`. */
  private hashVertex(x: number, y: number, z: number, at: number): void {
    const snap = this.snap;
    // + 0 makes -0 and 0 one point.
    COORDS[0] = (snap ? Math.round(x / snap) : x) + 0;
    COORDS[1] = (snap ? Math.round(y / snap) : y) + 0;
    COORDS[2] = (snap ? Math.round(z / snap) : z) + 0;
    let lo = 0x9747b28c;
    let hi = 0x2545f491;
    for (let i = 0; i < 6; i++) {
      lo = fmix(lo ^ Math.imul(WORDS[i]!, 0xcc9e2d51));
      hi = fmix(Math.imul(hi + WORDS[i]!, 0x1b873593) ^ 0x5bd1e995);
    }
    this.corners[at] = lo;
    this.corners[at + 1] = hi;
  }

  /** Adds the hash of a→b and subtracts that of b→a (mod 2^32, each half). */
  private edge(aLo: number, aHi: number, bLo: number, bHi: number): void {
    this.edgeLo = (this.edgeLo + directed(aLo, bLo, 0x85ebca6b) - directed(bLo, aLo, 0x85ebca6b)) >>> 0;
    this.edgeHi = (this.edgeHi + directed(aHi, bHi, 0xc2b2ae35) - directed(bHi, aHi, 0xc2b2ae35)) >>> 0;
  }
}

const COORDS = new Float64Array(3);
const WORDS = new Uint32Array(COORDS.buffer);

/** murmur3's finaliser: every input bit reaches every output bit. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A hash of the ordered pair (a, b): not symmetric, so a→b and b→a differ. */
function directed(a: number, b: number, seed: number): number {
  return fmix(Math.imul(a ^ seed, 0x9e3779b1) ^ fmix(b + 0x7f4a7c15));
}

/** Millimetres in each declared unit. */
export const MM_PER_UNIT: Record<DeclaredUnit, number> = { mm: 1, cm: 10, m: 1000, in: 25.4, ft: 304.8, unknown: 1 };

/**
 * The length unit a STEP file declares, found in its bytes: a conversion-based unit (inch, foot) first,
 * since its definition names an SI unit too; then the SI ones.
 */
export function stepDeclaredUnit(bytes: Uint8Array): DeclaredUnit {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (text: string) => buffer.includes(text, 0, 'latin1');
  if (has("CONVERSION_BASED_UNIT('INCH'")) return 'in';
  if (has("CONVERSION_BASED_UNIT('FOOT'")) return 'ft';
  if (has('SI_UNIT(.MILLI.,.METRE.)') || has('SI_UNIT(.MICRO.,.METRE.)')) return 'mm';
  if (has('SI_UNIT(.CENTI.,.METRE.)')) return 'cm';
  if (has('SI_UNIT($,.METRE.)')) return 'm';
  return 'unknown';
}

/** IGES units flags (Global section, parameter 14). */
const IGES_UNITS: Record<number, DeclaredUnit> = { 1: 'in', 2: 'mm', 4: 'ft', 6: 'm', 10: 'cm', 11: 'mm' };

/** The length unit an IGES file declares: parameter 14 of its Global section (which comes first, so only the head is read). */
export function igesDeclaredUnit(bytes: Uint8Array): DeclaredUnit {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 64 * 1024)).toString('latin1');
  const global = head
    .split(/\r?\n/)
    .filter((line) => line[72] === 'G')
    .map((line) => line.slice(0, 72))
    .join('');
  const parameters = igesParameters(global);
  return IGES_UNITS[Number(parameters[13])] ?? 'unknown';
}

/** The Global section's parameters: its own delimiters (parameters 1 and 2, default `,` and `;`), Hollerith strings skipped whole. */
function igesParameters(text: string): string[] {
  let delimiter = ',';
  let end = ';';
  const header = /^(?:1H(.)|)(,|.)(?:1H(.)|)/.exec(text);
  if (header?.[1]) delimiter = header[1];
  if (header?.[3]) end = header[3];
  const parameters: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const hollerith = /^(\d+)H/.exec(text.slice(i, i + 8));
    if (current.trim() === '' && hollerith) {
      const length = Number(hollerith[1]);
      current = text.slice(i + hollerith[0].length, i + hollerith[0].length + length);
      i += hollerith[0].length + length - 1;
      continue;
    }
    if (char === delimiter || char === end) {
      parameters.push(current.trim());
      current = '';
      if (char === end) break;
    } else current += char;
  }
  return parameters;
}
