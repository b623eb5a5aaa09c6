import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_LIMITS, FILE_MESSAGES, type FileKind } from '#shared/schemas/file-schemas.ts';

/** How much of a file detection reads: the magic numbers, a ZIP's first entries, a text format's first lines. */
export const DETECTION_BYTES = 64 * 1024;

export type Detection = { accepted: true; kind: FileKind; mime: string; extension: string } | { accepted: false; message: string };

const MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  image: 'application/octet-stream',
  step: 'model/step',
  iges: 'model/iges',
  stl: 'model/stl',
  '3mf': 'model/3mf',
  obj: 'model/obj',
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The extensions that name each kind: a name with one of them must hold that kind. */
const EXTENSIONS: Record<FileKind, readonly string[]> = {
  pdf: ['pdf'],
  image: ['png', 'jpg', 'jpeg', 'webp', 'gif'],
  step: ['step', 'stp'],
  iges: ['iges', 'igs'],
  stl: ['stl'],
  '3mf': ['3mf'],
  obj: ['obj'],
  zip: ['zip'],
  xlsx: ['xlsx'],
  csv: ['csv'],
  docx: ['docx'],
};
const KIND_OF_EXTENSION = new Map(Object.entries(EXTENSIONS).flatMap(([kind, extensions]) => extensions.map((extension) => [extension, kind as FileKind])));

const KIND_NAMES: Record<FileKind, string> = {
  pdf: 'a PDF', image: 'an image', step: 'a STEP model', iges: 'an IGES model', stl: 'an STL model', '3mf': 'a 3MF model', obj: 'an OBJ model',
  zip: 'a ZIP archive', xlsx: 'an Excel workbook', csv: 'a CSV table', docx: 'a Word document',
};

/** What file-type finds that we map to a kind (images keep their own MIME). */
const BINARY_KINDS: Record<string, FileKind> = {
  pdf: 'pdf', png: 'image', jpg: 'image', webp: 'image', gif: 'image', zip: 'zip', xlsx: 'xlsx', docx: 'docx', '3mf': '3mf', stl: 'stl',
};
const EXECUTABLES = new Set(['exe', 'elf', 'macho', 'msi', 'dll', 'class', 'wasm', 'dex', 'apk', 'jar', 'deb', 'rpm', 'dmg', 'sh']);

/** The first `limit` bytes of a stream (then it is destroyed): detection never holds a whole file. */
export async function readHead(stream: Readable, limit = DETECTION_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      chunks.push(buffer);
      length += buffer.length;
      if (length >= limit) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, limit);
}

/** The kind of a file from its first bytes and its size, checked against its name. */
export async function detectFile(head: Buffer, size: number, name: string): Promise<Detection> {
  const found = await detectKind(head, size);
  if (!found.accepted) return found;
  const extension = extensionOf(name);
  const named = extension ? KIND_OF_EXTENSION.get(extension) : undefined;
  if (named && named !== found.kind) return { accepted: false, message: FILE_MESSAGES.nameMismatch(extension, KIND_NAMES[found.kind]) };
  return { ...found, extension: named ? extension : EXTENSIONS[found.kind][0]! };
}

async function detectKind(head: Buffer, size: number): Promise<{ accepted: true; kind: FileKind; mime: string } | { accepted: false; message: string }> {
  const binary = await fileTypeFromBuffer(head);
  if (binary) {
    const kind = BINARY_KINDS[binary.ext];
    if (kind) return { accepted: true, kind, mime: kind === 'image' ? binary.mime : MIME[kind] };
    if (EXECUTABLES.has(binary.ext)) return { accepted: false, message: FILE_MESSAGES.notAccepted('an executable') };
    return { accepted: false, message: FILE_MESSAGES.notAccepted(`a ${binary.ext.toUpperCase()} file`) };
  }
  const text = asText(head);
  if (text !== null) {
    const kind = sniffText(text, head.length < size);
    if (kind) return { accepted: true, kind, mime: MIME[kind] };
    if (/^\s*(<!doctype html|<html|<script|<svg|<\?xml)/i.test(text)) return { accepted: false, message: FILE_MESSAGES.notAccepted('a web page or SVG') };
    if (text.startsWith('#!')) return { accepted: false, message: FILE_MESSAGES.notAccepted('an executable') };
  }
  if (isBinaryStl(head, size)) return { accepted: true, kind: 'stl', mime: MIME.stl };
  return { accepted: false, message: FILE_MESSAGES.unknownType };
}

/** A binary STL has no magic number: an 80-byte header, a triangle count, and exactly 50 bytes a triangle. */
function isBinaryStl(head: Buffer, size: number): boolean {
  if (head.length < 84 || size < 84) return false;
  const triangles = head.readUInt32LE(80);
  return triangles > 0 && size === 84 + triangles * 50;
}

/** The head as text if it is text (UTF-8, no NUL bytes); a character cut at the end is dropped. */
function asText(head: Buffer): string | null {
  if (head.includes(0)) return null;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head).replace(/^\uFEFF/, '');
  const broken = (text.match(/\uFFFD/g) ?? []).length;
  return broken > 4 ? null : text;
}

/** `truncated`: the head is not the whole file, so its last line may be cut. */
function sniffText(text: string, truncated: boolean): FileKind | null {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('ISO-10303-21;')) return 'step';
  if (/^solid\b/i.test(trimmed) && /facet\s+normal/i.test(trimmed)) return 'stl';
  let lines = text.split(/\r?\n/);
  if (truncated) lines = lines.slice(0, -1);
  lines = lines.filter((line) => line.trim() !== '');
  if (!lines.length) return null;
  if (isIges(lines)) return 'iges';
  if (isObj(lines)) return 'obj';
  if (isCsv(lines)) return 'csv';
  return null;
}

/** IGES: fixed 80-column records, the section letter (S, G, D, P, T) in column 73, starting with S. */
function isIges(lines: string[]): boolean {
  const records = lines.slice(0, 20).map((line) => line.replace(/\s+$/, '').padEnd(80));
  return records[0]![72] === 'S' && records.every((line) => line.length === 80 && 'SGDPT'.includes(line[72]!) && /^[ 0-9]{7}$/.test(line.slice(73, 80).padStart(7)));
}

const OBJ_STATEMENT = /^(#|v|vt|vn|vp|f|l|p|o|g|s|mtllib|usemtl|cstype|deg|curv|curv2|surf|parm|end)(\s|$)/;

/** OBJ: every line a known statement, with vertices (`v `) and faces (`f `). */
function isObj(lines: string[]): boolean {
  const statements = lines.map((line) => line.trim());
  return statements.every((line) => OBJ_STATEMENT.test(line)) && statements.some((line) => line.startsWith('v ')) && statements.some((line) => line.startsWith('f '));
}

/** CSV: a separator found the same number of times (at least once) on every line outside quotes. */
function isCsv(lines: string[]): boolean {
  if (lines.length < 2) return false;
  return [',', ';', '\t'].some((separator) => {
    const counts = lines.slice(0, 200).map((line) => countOutsideQuotes(line, separator));
    return counts[0]! > 0 && counts.every((count) => count === counts[0]);
  });
}

function countOutsideQuotes(line: string, separator: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) count++;
  }
  return count;
}

function extensionOf(name: string): string {
  return path.extname(name).slice(1).toLowerCase();
}

/**
 * The name as shown: no path, no control or bidirectional characters, at most FILE_LIMITS.nameLength,
 * ending in an extension of its kind (a name whose extension names no kind, `board.html`, gets one:
 * `board.html.csv`, so the saved file opens as what it is).
 */
export function displayName(name: string, extension: string): string {
  const base = (name.split(/[/\\]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/^[.\s]+/, '')
    .trim();
  const withExtension = extensionOf(base) === extension ? base : `${base || 'file'}.${extension}`;
  if (withExtension.length <= FILE_LIMITS.nameLength) return withExtension;
  return `${withExtension.slice(0, FILE_LIMITS.nameLength - extension.length - 1)}.${extension}`;
}
