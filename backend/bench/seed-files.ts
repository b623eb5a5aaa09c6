/**
 * Projects with their shared files for the bench suite: each project a dozen files (drawings with their
 * revisions, datasheets, a test plan and a bill of materials), made through the files module's own
 * `seedFile`, so the rows, the storage keys and the bytes on disk are what an upload leaves. The bill
 * of materials is a plain-text CSV of about 20 KB: the file the download scenario fetches, and text, so
 * the bare server can answer the very same bytes.
 */
import type { Knex } from 'knex';
import { prng } from './bench-support.ts';
import { seedFile, type FileStorage } from '../src/modules/files/index.ts';
import { insertChunked } from '../src/modules/users/index.ts';

let random = prng(20261129);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const DAY = 86_400_000;
const BOM_BYTES = 20 * 1024;
/** Projects whose files are written at once (each project's own files one after another: revisions name their first). */
const PARALLEL = 8;

const PRODUCTS = ['Soil moisture sensor', 'Smart lock', 'Air quality monitor', 'E-bike controller', 'Asset tracker', 'ECG patch', 'Drone gimbal', 'LoRa gateway'];
const PARTS = ['Capacitor 100nF 0402', 'Resistor 10k 0402', 'STM32G431 MCU', 'nRF52840 module', 'TPS62840 buck', 'USB-C receptacle', 'JST-GH 4-pin', 'Li-ion cell 18650', 'SHT45 sensor', 'M3x6 screw'];

/** A PDF the type check accepts: its header, then `size` bytes of plain text. */
function pdf(title: string, size: number): Buffer {
  const header = `%PDF-1.7\n1 0 obj << /Type /Catalog /Title (${title}) >> endobj\n`;
  return Buffer.from(header + 'BT /F1 10 Tf (Dimensions in mm; general tolerance ISO 2768-m.) Tj ET\n'.repeat(Math.ceil(size / 68)).slice(0, size - header.length), 'latin1');
}

/** A bill of materials of whole rows, up to `size` bytes, ASCII only. */
function bom(size: number): Buffer {
  let text = 'Designator,Part,Manufacturer part number,Quantity,Unit price (USD)\n';
  for (let row = 1; ; row++) {
    const line = `R${row},${pick(PARTS)},MPN-${100000 + row},${1 + (row % 8)},${(0.01 + random() * 4).toFixed(3)}\n`;
    if (text.length + line.length > size) return Buffer.from(text, 'ascii');
    text += line;
  }
}

export interface SeededProject {
  id: number;
  ownerId: number;
  /** The bill of materials (text/csv, about 20 KB). */
  bomFileId: number;
  bomBytes: number;
}

/** `projects` projects owned in turn by `ownerIds`, each with 12 files (5 of them later revisions of another), written to `storage`. */
export async function seedProjectFiles(knex: Knex, storage: FileStorage, options: { projects: number; ownerIds: number[] }): Promise<SeededProject[]> {
  random = prng(20261129);
  const firstId = Number((await knex('projects').max({ n: 'id' }).first())?.n ?? 0) + 1;
  const now = Date.now();
  const projects = Array.from({ length: options.projects }, (_, i) => {
    const created = new Date(now - (20 + Math.floor(random() * 200)) * DAY);
    const product = pick(PRODUCTS);
    return {
      id: firstId + i, userId: options.ownerIds[i % options.ownerIds.length]!, name: `${product} ${i + 1}`,
      description: `${product}: from the works-like prototype to a first production run of a few thousand units.`,
      status: 'active', budget: '$50k - $150k', timeline: '6 months', stage: pick(['prototype', 'mvp', 'production']),
      requirements: 'Enclosure, main board and final assembly.', tags: JSON.stringify(['iot', 'hardware']), createdAt: created, updatedAt: created,
    };
  });
  await insertChunked(knex, 'projects', projects, 200);

  const seeded: SeededProject[] = [];
  const fill = async (project: (typeof projects)[number]) => {
    const to = { projectId: project.id };
    const base = project.createdAt.getTime();
    let day = 1;
    const at = () => new Date(base + day++ * DAY).toISOString();
    const file = (name: string, bytes: Buffer, revisionOf?: { id: number; revision: number }) =>
      seedFile(knex, storage, { uploaderId: project.userId, to, name, bytes, createdAt: at(), ...(revisionOf ? { revisionOf } : {}) });
    // Two drawings revised (A, B, C), one once, then single files.
    for (const drawing of ['enclosure-drawing', 'pcb-fabrication-drawing']) {
      const first = await file(`${drawing}.pdf`, pdf(drawing, 16 * 1024 + Math.floor(random() * 16 * 1024)));
      let previous = { id: first.id, revision: first.revision };
      for (let revision = 0; revision < 2; revision++) previous = { id: first.id, revision: (await file(`${drawing}.pdf`, pdf(drawing, 16 * 1024), previous)).revision };
    }
    const schematic = await file('schematic.pdf', pdf('schematic', 24 * 1024));
    await file('schematic.pdf', pdf('schematic', 24 * 1024), { id: schematic.id, revision: schematic.revision });
    for (const name of ['test-plan.pdf', 'mcu-datasheet.pdf', 'packaging-spec.pdf']) await file(name, pdf(name, 8 * 1024 + Math.floor(random() * 8 * 1024)));
    const sheet = await file('bill-of-materials.csv', bom(BOM_BYTES));
    seeded.push({ id: project.id, ownerId: project.userId, bomFileId: sheet.id, bomBytes: Number(sheet.size) });
  };
  for (let i = 0; i < projects.length; i += PARALLEL) await Promise.all(projects.slice(i, i + PARALLEL).map(fill));
  return seeded.sort((a, b) => a.id - b.id);
}
