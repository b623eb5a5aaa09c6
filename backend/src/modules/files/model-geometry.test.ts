import { Readable } from 'node:stream';
import { strToU8, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import type { ModelKind } from '#shared/schemas/file-schemas.ts';
import { binaryStl, DEMO_BRACKET, demoPartStep, prismTriangles, type DemoPart, type Triangle } from '../../db/seed/demo-engineering-files.ts';
import { SAMPLES } from '../../test-support/file-samples.ts';
import { igesDeclaredUnit, stepDeclaredUnit } from './model-geometry-measure.ts';
import { ModelGeometryReader, ModelReadError } from './model-geometry.ts';

/** A 10 × 20 × 30 box: volume 6000, area 2200, 12 triangles. */
const BOX: DemoPart = { name: 'Box', profile: [[0, 0], [10, 0], [10, 20], [0, 20]], height: 30 };
const boxTriangles = prismTriangles(BOX);

const reader = new ModelGeometryReader();
afterAll(() => reader.close());

/** The bytes as storage would stream them, in small chunks so statements and records are cut across chunks. */
const read = (kind: ModelKind, bytes: Buffer, chunk = 7) =>
  reader.read(kind, Readable.from(Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) => bytes.subarray(i * chunk, (i + 1) * chunk))), bytes.length);

const asciiStl = (triangles: readonly Triangle[]) =>
  Buffer.from(`solid box\n${triangles.map((t) => `facet normal 0 0 0\n outer loop\n${t.map((p) => `  vertex ${p.join(' ')}`).join('\n')}\n endloop\nendfacet`).join('\n')}\nendsolid box\n`);

/** The box as an OBJ: shared vertices, quads (fans), negative indices on half of them. */
const BOX_OBJ = Buffer.from(
  [
    '# box', 'o box',
    'v 0 0 0', 'v 10 0 0', 'v 10 20 0', 'v 0 20 0', 'v 0 0 30', 'v 10 0 30', 'v 10 20 30', 'v 0 20 30',
    'vn 0 0 1',
    'f 1/1/1 4/1/1 3/1/1 2/1/1', 'f 5 6 7 8', 'f 1 2 6 5',
    'f -6 -5 -1 -2', 'f -5 -8 -4 -1', 'f 2 3 7 6',
  ].join('\r\n'),
);

/** A 3MF of the box in `unit`, placed by the build item's transform (moved, and mirrored in x). */
function threeMf(unit: string, transform = '1 0 0 0 1 0 0 0 1 0 0 0', triangles = boxTriangles): Buffer {
  const vertices: string[] = [];
  const indices = new Map<string, number>();
  const corner = (p: readonly number[]) => {
    const key = p.join(' ');
    if (!indices.has(key)) {
      indices.set(key, indices.size);
      vertices.push(`<vertex x="${p[0]}" y="${p[1]}" z="${p[2]}"/>`);
    }
    return indices.get(key)!;
  };
  const tris = triangles.map((t) => `<triangle v1="${corner(t[0])}" v2="${corner(t[1])}" v3="${corner(t[2])}"/>`);
  const model = `<?xml version="1.0" encoding="UTF-8"?>
<model unit="${unit}" xml:lang="en-US" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">
 <resources><object id="1" type="model"><mesh><vertices>${vertices.join('\n')}</vertices><triangles>${tris.join('\n')}</triangles></mesh></object></resources>
 <build><item objectid="1" transform="${transform}"/></build>
</model>`;
  return Buffer.from(zipSync({ '[Content_Types].xml': strToU8('<Types/>'), '_rels/.rels': strToU8('<Relationships/>'), '3D/3dmodel.model': strToU8(model) }));
}

const closeTo = (actual: number | null, expected: number) => expect(actual).toBeCloseTo(expected, 6);

describe('model geometry', () => {
  it('measures a box in binary and ASCII STL and OBJ: box, volume, area, triangles, no declared unit', async () => {
    for (const [kind, bytes] of [['stl', binaryStl(boxTriangles)], ['stl', asciiStl(boxTriangles)], ['obj', BOX_OBJ]] as const) {
      const geometry = await read(kind, bytes);
      expect(geometry, `${kind} ${bytes.length}`).toMatchObject({ units: 'unknown', boundingBoxMm: { x: 10, y: 20, z: 30 }, triangles: 12, faces: null });
      closeTo(geometry.volumeMm3, 6000);
      closeTo(geometry.surfaceAreaMm2, 2200);
    }
  });

  it('reads a 3MF in its declared unit, converted to millimetres, through its build transform', async () => {
    const inches = await read('3mf', threeMf('inch', '-1 0 0 0 1 0 0 0 1 100 5 -7'));
    expect(inches).toMatchObject({ units: 'in', triangles: 12, faces: null });
    expect(inches.boundingBoxMm.x).toBeCloseTo(254, 6);
    expect(inches.boundingBoxMm.y).toBeCloseTo(508, 6);
    expect(inches.boundingBoxMm.z).toBeCloseTo(762, 6);
    closeTo(inches.volumeMm3, 6000 * 25.4 ** 3);
    closeTo(inches.surfaceAreaMm2, 2200 * 25.4 ** 2);
    const microns = await read('3mf', threeMf('micron'), 1000);
    expect(microns).toMatchObject({ units: 'mm', boundingBoxMm: { x: 0.01, y: 0.02, z: 0.03 } });
    closeTo(microns.volumeMm3, 6000e-9);
  });

  it('reads a STEP B-rep with OpenCascade, in millimetres, with its B-rep faces', async () => {
    const box = await read('step', demoPartStep(BOX), 4096);
    expect(box).toMatchObject({ units: 'mm', boundingBoxMm: { x: 10, y: 20, z: 30 }, triangles: 12, faces: 6 });
    closeTo(box.volumeMm3, 6000);
    closeTo(box.surfaceAreaMm2, 2200);
    // An L-bracket: a concave face, eight B-rep faces.
    const bracket = await read('step', demoPartStep(DEMO_BRACKET));
    expect(bracket).toMatchObject({ boundingBoxMm: { x: 60, y: 40, z: 30 }, faces: 8 });
    closeTo(bracket.volumeMm3, (60 * 5 + 35 * 5) * 30);
    // OpenCascade compiles its WebAssembly in a worker first: seconds alone, many more beside the other suites.
  }, 30_000);

  it('gives no volume for a mesh that is not closed, or not consistently wound, but still its area', async () => {
    const open = await read('stl', binaryStl(boxTriangles.slice(1)));
    expect(open.volumeMm3).toBeNull();
    expect(open.triangles).toBe(11);
    // The missing triangle is half the 10 × 20 top.
    closeTo(open.surfaceAreaMm2, 2200 - 100);
    const [first, ...rest] = boxTriangles;
    const flipped = await read('stl', binaryStl([[first![0], first![2], first![1]], ...rest]));
    expect(flipped.volumeMm3).toBeNull();
    expect((await read('3mf', threeMf('millimeter', undefined, boxTriangles.slice(2)))).volumeMm3).toBeNull();
  });

  it('refuses malformed models with a reason, and keeps reading the next ones', async () => {
    const truncated = binaryStl(boxTriangles).subarray(0, 84 + 5 * 50);
    const cases: Array<[ModelKind, Buffer, RegExp]> = [
      ['stl', truncated, /neither a binary STL/],
      ['stl', Buffer.from('solid x\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 1 0 0\nendloop\nendfacet\nendsolid\n'), /middle of a triangle/],
      ['stl', Buffer.from('solid x\nfacet normal 0 0 1\nouter loop\nvertex 0 0 zero\nvertex 1 0 0\nvertex 0 1 0\n'), /where a number belongs/],
      ['obj', Buffer.from('v 0 0 0\nv 1 0 0\nf 1 2 3\n'), /names vertex 3/],
      ['obj', Buffer.from('# nothing\n'), /no triangles/],
      ['3mf', Buffer.from('not a zip at all'), /no model part|damaged/],
      ['3mf', SAMPLES.threeMf(), /no triangles/],
      ['3mf', threeMf('furlong'), /unknown unit/],
      ['step', SAMPLES.step(), /OpenCascade could not read/],
      ['step', Buffer.from('garbage'), /OpenCascade could not read/],
    ];
    for (const [kind, bytes, reason] of cases) {
      const error = await read(kind, bytes).then(() => null, (caught: unknown) => caught);
      expect(error, `${kind}: ${bytes.subarray(0, 30).toString()}`).toBeInstanceOf(ModelReadError);
      expect((error as Error).message).toMatch(reason);
    }
    expect((await read('step', demoPartStep(BOX))).faces).toBe(6);
    // Two STEP files go through OpenCascade (its WebAssembly compiled first, if this runs alone).
  }, 30_000);

  it('does not read a STEP or IGES past its size limit', async () => {
    const small = new ModelGeometryReader({ occtMaxBytes: 100 });
    expect(small.accepts('step', 101)).toBe(false);
    expect(small.accepts('iges', 100)).toBe(true);
    expect(small.accepts('stl', 10 ** 9)).toBe(true);
    await expect(small.read('step', Readable.from([demoPartStep(BOX)]), demoPartStep(BOX).length)).rejects.toThrow(ModelReadError);
    await small.close();
  });

  it('finds the unit a STEP or IGES file declares (OpenCascade converts to millimetres whatever it is)', () => {
    const step = demoPartStep(BOX).toString('latin1');
    expect(stepDeclaredUnit(Buffer.from(step, 'latin1'))).toBe('mm');
    const inch = "#9=( CONVERSION_BASED_UNIT('INCH',#10) LENGTH_UNIT() NAMED_UNIT(#11) );\n#10=LENGTH_MEASURE_WITH_UNIT(LENGTH_MEASURE(25.4),#12);\n#12=( LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT(.MILLI.,.METRE.) );";
    expect(stepDeclaredUnit(Buffer.from(inch))).toBe('in');
    expect(stepDeclaredUnit(Buffer.from('#1=( LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT($,.METRE.) );'))).toBe('m');
    expect(stepDeclaredUnit(SAMPLES.step())).toBe('unknown');
    // IGES: the Global section's 14th parameter (1 inch, 2 mm), its Hollerith strings running across lines.
    const global = '1H,,1H;,4HPART,8Hpart.igs,4HTEST,4HTEST,32,38,6,308,15,4HPART,1.,1,4HINCH,1,0.,15H20260101.000000,0.001,0.,4HNAME,3HORG,11,0;';
    const record = (content: string, section: string, n: number) => `${content.padEnd(72)}${section}${String(n).padStart(7)}`;
    const iges = (text: string) => Buffer.from([record('part', 'S', 1), record(text.slice(0, 72), 'G', 1), record(text.slice(72), 'G', 2), record('', 'T', 1)].join('\n'));
    expect(igesDeclaredUnit(iges(global))).toBe('in');
    expect(igesDeclaredUnit(iges(global.replace(',1,4HINCH,', ',2,2HMM,')))).toBe('mm');
    expect(igesDeclaredUnit(SAMPLES.iges())).toBe('unknown');
  });
});
