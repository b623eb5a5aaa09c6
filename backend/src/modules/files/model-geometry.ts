import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { Unzip, UnzipInflate } from 'fflate';
import type { Piscina } from 'piscina';
import type { ModelGeometry, ModelKind } from '#shared/schemas/file-schemas.ts';
import { MeshMeasure, MM_PER_UNIT, ModelReadError, type DeclaredUnit } from './model-geometry-measure.ts';
import type { OcctResult, OcctTask } from './model-geometry-worker.ts';

export { ModelReadError } from './model-geometry-measure.ts';

export interface ModelReadOptions {
  /** STEP and IGES past this are not read (OpenCascade holds the whole file, and several times it, in memory). */
  occtMaxBytes?: number;
  /** A STEP or IGES read that takes longer is stopped (its worker thread ended) and the file counted as unreadable. */
  occtTimeoutMs?: number;
}

/** The longest line a text model may have: past it the file is not one (and its line is not held). */
const MAX_LINE = 1024 * 1024;

/**
 * Reads models' geometry (model-geometry-measure.ts says what is measured). STL, OBJ and 3MF are read
 * here as their bytes stream from storage, a block at a time (OBJ and 3MF keep their vertices, which
 * their faces refer to, never the text). STEP and IGES go to OpenCascade (occt-import-js, WebAssembly)
 * in a worker thread, one at a time, so a long read never holds up the server; the thread ends when
 * idle, handing its memory back.
 */
export class ModelGeometryReader {
  readonly occtMaxBytes: number;
  private readonly occtTimeoutMs: number;
  private pool: Promise<Piscina<OcctTask, OcctResult>> | null = null;

  constructor(options: ModelReadOptions = {}) {
    this.occtMaxBytes = options.occtMaxBytes ?? 100 * 1024 * 1024;
    this.occtTimeoutMs = options.occtTimeoutMs ?? 5 * 60_000;
  }

  /** Whether a file of this kind and size is read at all. */
  accepts(kind: ModelKind, size: number): boolean {
    return kind === 'step' || kind === 'iges' ? size <= this.occtMaxBytes : true;
  }

  /** The geometry of a model streamed from `stream` (`size` bytes); a malformed one throws ModelReadError. */
  async read(kind: ModelKind, stream: Readable, size: number): Promise<ModelGeometry> {
    switch (kind) {
      case 'stl':
        return readStl(stream, size);
      case 'obj':
        return readObj(stream);
      case '3mf':
        return read3mf(stream);
      case 'step':
      case 'iges':
        if (!this.accepts(kind, size)) throw new ModelReadError(`The model is larger than the ${this.occtMaxBytes} bytes read.`);
        return this.readWithOcct(kind, await collect(stream, size));
    }
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    if (pool) await (await pool).destroy();
  }

  private async readWithOcct(kind: 'step' | 'iges', bytes: Uint8Array): Promise<ModelGeometry> {
    const pool = await (this.pool ??= import('piscina').then(
      ({ Piscina }) =>
        new Piscina<OcctTask, OcctResult>({
          filename: pathToFileURL(path.join(import.meta.dirname, 'model-geometry-worker.ts')).href,
          // OpenCascade takes several times a file's size in memory: one model at a time.
          minThreads: 0,
          maxThreads: 1,
          idleTimeout: 30_000,
        }),
    ));
    let result: OcctResult;
    try {
      result = await pool.run({ kind, bytes }, { transferList: [bytes.buffer as ArrayBuffer], signal: AbortSignal.timeout(this.occtTimeoutMs) });
    } catch (error) {
      // A worker that ran out of memory, crashed or took too long: the file, not the server, is at fault.
      throw new ModelReadError(`OpenCascade could not read the model: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!result.ok) throw new ModelReadError(result.message);
    return result.geometry;
  }
}

/** A whole stream (of a known size) in one buffer of its own, for OpenCascade. */
async function collect(stream: Readable, size: number): Promise<Uint8Array> {
  const bytes = new Uint8Array(size);
  let at = 0;
  for await (const chunk of stream) {
    const part = chunk as Uint8Array;
    if (at + part.length > size) throw new ModelReadError('The model is longer than recorded.');
    bytes.set(part, at);
    at += part.length;
  }
  return at === size ? bytes : bytes.subarray(0, at);
}

/** An STL: binary (80-byte header, a count, 50 bytes a triangle: the size tells) or ASCII (`vertex x y z` lines). */
export async function readStl(stream: Readable, size: number): Promise<ModelGeometry> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  while (head.length < 84) {
    const next = await chunks.next();
    if (next.done) break;
    head = Buffer.concat([head, next.value]);
  }
  const rest: AsyncIterable<Buffer> = { [Symbol.asyncIterator]: () => chunks };
  const binary = head.length >= 84 && 84 + head.readUInt32LE(80) * 50 === size;
  const measure = new MeshMeasure();
  if (binary) await readBinaryStl(head, rest, measure);
  else {
    if (!/^\s*solid/.test(head.toString('latin1', 0, 84))) throw new ModelReadError('This is neither a binary STL (its size does not match its triangle count) nor an ASCII one.');
    await readAsciiStl(prepend(head, rest), measure);
  }
  return measure.result('unknown', MM_PER_UNIT.unknown);
}

async function readBinaryStl(head: Buffer, rest: AsyncIterable<Buffer>, measure: MeshMeasure): Promise<void> {
  const count = head.readUInt32LE(80);
  let pending = head.subarray(84);
  const take = () => {
    let at = 0;
    for (; at + 50 <= pending.length; at += 50) {
      const f = (offset: number) => pending.readFloatLE(at + offset);
      // 12 bytes of normal (ignored: the winding decides), three vertices, 2 bytes of attributes.
      measure.add(f(12), f(16), f(20), f(24), f(28), f(32), f(36), f(40), f(44));
    }
    pending = pending.subarray(at);
  };
  take();
  for await (const chunk of rest) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    take();
  }
  if (measure.triangles !== count || pending.length) throw new ModelReadError(`The STL says it has ${count} triangles but holds ${measure.triangles}.`);
}

async function readAsciiStl(blocks: AsyncIterable<Buffer>, measure: MeshMeasure): Promise<void> {
  const corners: number[] = [];
  for await (const text of textBlocks(blocks, '\n')) {
    for (const match of text.matchAll(/\bvertex\s+(\S+)\s+(\S+)\s+(\S+)/gi)) {
      corners.push(number(match[1]!), number(match[2]!), number(match[3]!));
      if (corners.length === 9) {
        measure.add(...(corners as [number, number, number, number, number, number, number, number, number]));
        corners.length = 0;
      }
    }
  }
  if (corners.length) throw new ModelReadError('The STL ends in the middle of a triangle.');
}

/** An OBJ: `v x y z` vertices and `f` faces (1-based, or negative: counted back from the latest vertex), polygons as fans. */
export async function readObj(stream: Readable): Promise<ModelGeometry> {
  const vertices = new GrowableFloats();
  const measure = new MeshMeasure();
  const corner = (token: string): number => {
    const index = Number.parseInt(token.split('/', 1)[0]!, 10);
    const at = index < 0 ? vertices.length / 3 + index : index - 1;
    if (!Number.isInteger(index) || index === 0 || at < 0 || at >= vertices.length / 3) throw new ModelReadError(`A face names vertex ${token}, which the OBJ does not have.`);
    return at * 3;
  };
  const add = (a: number, b: number, c: number) => {
    const v = vertices.values;
    measure.add(v[a]!, v[a + 1]!, v[a + 2]!, v[b]!, v[b + 1]!, v[b + 2]!, v[c]!, v[c + 1]!, v[c + 2]!);
  };
  for await (const text of textBlocks(stream as AsyncIterable<Buffer>, '\n')) {
    for (const raw of text.split('\n')) {
      const line = raw.trim();
      if (line.startsWith('v ') || line.startsWith('v\t')) {
        const [, x, y, z] = line.split(/\s+/);
        vertices.push(number(x), number(y), number(z));
      } else if (line.startsWith('f ') || line.startsWith('f\t')) {
        const corners = line.split(/\s+/).slice(1).map(corner);
        if (corners.length < 3) throw new ModelReadError('A face of the OBJ has fewer than three corners.');
        for (let i = 1; i + 1 < corners.length; i++) add(corners[0]!, corners[i]!, corners[i + 1]!);
      }
    }
  }
  return measure.result('unknown', MM_PER_UNIT.unknown);
}

const THREE_MF_UNITS: Record<string, [DeclaredUnit, number]> = {
  micron: ['mm', 0.001],
  millimeter: ['mm', 1],
  centimeter: ['cm', 10],
  inch: ['in', 25.4],
  foot: ['ft', 304.8],
  meter: ['m', 1000],
};

type Transform = number[];
const IDENTITY: Transform = [1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0];
interface ThreeMfObject {
  vertices: GrowableFloats;
  triangles: number[];
  components: Array<{ objectId: string; transform: Transform }>;
}

/**
 * A 3MF: a ZIP whose model part (3D/*.model, XML) is inflated and scanned as it streams. The model's
 * `unit` (millimetre by default) scales it; what is printed is its build: each item an object (a
 * mesh, or components of other objects) placed by its transform.
 */
export async function read3mf(stream: Readable): Promise<ModelGeometry> {
  let unit = 'millimeter';
  const objects = new Map<string, ThreeMfObject>();
  const items: Array<{ objectId: string; transform: Transform }> = [];
  let current: ThreeMfObject | null = null;
  let found = false;
  let failure: unknown = null;
  const decoder = new TextDecoder();
  let rest = '';

  const onTag = (tag: string) => {
    const match = /^<\s*(\/?)\s*(?:[\w.-]+:)?([\w.-]+)/.exec(tag);
    if (!match) return;
    const [, closing, name] = match;
    if (closing) {
      if (name === 'object') current = null;
      return;
    }
    const attributes = () => Object.fromEntries([...tag.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) => [m[1]!.replace(/^.*:/, ''), m[2] ?? m[3] ?? '']));
    if (name === 'vertex' && current) {
      const { x, y, z } = attributes();
      current.vertices.push(number(x), number(y), number(z));
    } else if (name === 'triangle' && current) {
      const { v1, v2, v3 } = attributes();
      current.triangles.push(index(v1), index(v2), index(v3));
    } else if (name === 'object') {
      current = { vertices: new GrowableFloats(), triangles: [], components: [] };
      objects.set(attributes().id ?? '', current);
    } else if (name === 'component' && current) {
      const { objectid, transform } = attributes();
      current.components.push({ objectId: objectid ?? '', transform: parseTransform(transform) });
    } else if (name === 'item') {
      const { objectid, transform } = attributes();
      items.push({ objectId: objectid ?? '', transform: parseTransform(transform) });
    } else if (name === 'model') {
      unit = attributes().unit ?? unit;
    }
  };
  const onText = (chunk: Uint8Array, final: boolean) => {
    const text = rest + decoder.decode(chunk, { stream: !final });
    const cut = final ? text.length : text.lastIndexOf('>') + 1;
    for (const tag of text.slice(0, cut).match(/<[^>]*>/g) ?? []) onTag(tag);
    rest = text.slice(cut);
    if (rest.length > MAX_LINE) throw new ModelReadError('The 3MF model holds an XML tag too long to be one.');
  };

  const unzip = new Unzip((file) => {
    // The first model part is the root one (3D/3dmodel.model); thumbnails and textures are not read.
    if (found || !/\.model$/i.test(file.name)) return;
    found = true;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      try {
        if (error) throw new ModelReadError(`The 3MF archive is damaged: ${error.message}`);
        onText(chunk, final);
      } catch (caught) {
        failure = caught;
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for await (const chunk of stream) {
      unzip.push(chunk as Uint8Array);
      if (failure) throw failure;
    }
    unzip.push(new Uint8Array(0), true);
  } catch (error) {
    throw error instanceof ModelReadError ? error : new ModelReadError(`The 3MF archive is damaged: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (failure) throw failure;
  if (!found) throw new ModelReadError('The 3MF holds no model part.');

  const declared = THREE_MF_UNITS[unit];
  if (!declared) throw new ModelReadError(`The 3MF declares the unknown unit "${unit}".`);
  const measure = new MeshMeasure();
  const place = (objectId: string, transform: Transform, depth: number) => {
    const object = objects.get(objectId);
    if (!object) throw new ModelReadError(`The 3MF build names object ${objectId}, which it does not have.`);
    if (depth > 16) throw new ModelReadError('The 3MF components nest too deeply.');
    addMesh(measure, object, transform);
    for (const component of object.components) place(component.objectId, compose(component.transform, transform), depth + 1);
  };
  for (const item of items) place(item.objectId, item.transform, 0);
  return measure.result(declared[0], declared[1]);
}

function addMesh(measure: MeshMeasure, object: ThreeMfObject, m: Transform): void {
  const v = object.vertices.values;
  const count = object.vertices.length / 3;
  // A mirroring transform turns the winding inside out: corners swapped, so the volume keeps its sign.
  const mirrored = m[0]! * (m[4]! * m[8]! - m[5]! * m[7]!) - m[1]! * (m[3]! * m[8]! - m[5]! * m[6]!) + m[2]! * (m[3]! * m[7]! - m[4]! * m[6]!) < 0;
  const point = (i: number): [number, number, number] => {
    if (i >= count) throw new ModelReadError(`A 3MF triangle names vertex ${i}, which its mesh does not have.`);
    const [x, y, z] = [v[i * 3]!, v[i * 3 + 1]!, v[i * 3 + 2]!];
    return [x * m[0]! + y * m[3]! + z * m[6]! + m[9]!, x * m[1]! + y * m[4]! + z * m[7]! + m[10]!, x * m[2]! + y * m[5]! + z * m[8]! + m[11]!];
  };
  const t = object.triangles;
  for (let i = 0; i < t.length; i += 3) {
    const a = point(t[i]!);
    const [b, c] = mirrored ? [point(t[i + 2]!), point(t[i + 1]!)] : [point(t[i + 1]!), point(t[i + 2]!)];
    measure.add(a[0], a[1], a[2], b[0], b[1], b[2], c[0], c[1], c[2]);
  }
}

/** A 3MF transform: 12 numbers, row vectors (x' = x·m00 + y·m10 + z·m20 + m30). */
function parseTransform(text: string | undefined): Transform {
  if (!text?.trim()) return IDENTITY;
  const values = text.trim().split(/\s+/).map(number);
  if (values.length !== 12) throw new ModelReadError('A 3MF transform does not have 12 numbers.');
  return values;
}

/** `first` applied, then `then`. */
function compose(first: Transform, then: Transform): Transform {
  const out: number[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 3; col++) {
      let sum = row === 3 ? then[9 + col]! : 0;
      for (let k = 0; k < 3; k++) sum += first[row * 3 + k]! * then[k * 3 + col]!;
      out.push(sum);
    }
  }
  return out;
}

function number(text: string | undefined): number {
  const value = Number(text);
  if (text === undefined || text.trim() === '' || !Number.isFinite(value)) throw new ModelReadError(`The model has "${String(text).slice(0, 40)}" where a number belongs.`);
  return value;
}

function index(text: string | undefined): number {
  const value = number(text);
  if (!Number.isInteger(value) || value < 0) throw new ModelReadError(`The model has "${String(text).slice(0, 40)}" where a vertex index belongs.`);
  return value;
}

/** A stream's text in blocks that each end at `separator` (a line, a tag): a statement is never cut in two. */
async function* textBlocks(chunks: AsyncIterable<Buffer>, separator: string): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let rest = '';
  for await (const chunk of chunks) {
    const text = rest + decoder.decode(chunk, { stream: true });
    const cut = text.lastIndexOf(separator) + 1;
    rest = text.slice(cut);
    if (rest.length > MAX_LINE) throw new ModelReadError('The model has a line too long to be one.');
    if (cut) yield text.slice(0, cut);
  }
  rest += decoder.decode();
  if (rest) yield rest;
}

async function* prepend(head: Buffer, rest: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  yield head;
  yield* rest;
}

/** Numbers appended without a copy each time (a doubling Float64Array). */
class GrowableFloats {
  values = new Float64Array(1024);
  length = 0;

  push(...numbers: number[]): void {
    if (this.length + numbers.length > this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    for (const value of numbers) this.values[this.length++] = value;
  }
}
