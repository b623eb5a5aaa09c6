import { createRequire } from 'node:module';
import type { ModelGeometry } from '#shared/schemas/file-schemas.ts';
import { igesDeclaredUnit, MeshMeasure, ModelReadError, stepDeclaredUnit } from './model-geometry-measure.ts';

/**
 * A worker thread (model-geometry.ts's pool) that reads STEP and IGES models with OpenCascade
 * (occt-import-js, WebAssembly): the B-rep is triangulated, in millimetres whatever the file's unit,
 * and the mesh measured here, so only the numbers go back to the main thread.
 */
export interface OcctTask {
  kind: 'step' | 'iges';
  bytes: Uint8Array;
}
export type OcctResult = { ok: true; geometry: ModelGeometry } | { ok: false; message: string };

interface OcctMesh {
  attributes: { position: { array: number[] } };
  index: { array: number[] };
  brep_faces: unknown[];
}
interface Occt {
  ReadStepFile(content: Uint8Array, params: object | null): { success: boolean; meshes?: OcctMesh[] };
  ReadIgesFile(content: Uint8Array, params: object | null): { success: boolean; meshes?: OcctMesh[] };
}

const occt = (createRequire(import.meta.url)('occt-import-js') as () => Promise<Occt>)();

export default async function readWithOcct({ kind, bytes }: OcctTask): Promise<OcctResult> {
  try {
    const units = kind === 'step' ? stepDeclaredUnit(bytes) : igesDeclaredUnit(bytes);
    const library = await occt;
    const params = { linearUnit: 'millimeter' };
    const result = kind === 'step' ? library.ReadStepFile(bytes, params) : library.ReadIgesFile(bytes, params);
    if (!result.success || !result.meshes) throw new ModelReadError(`OpenCascade could not read this ${kind === 'step' ? 'STEP' : 'IGES'} file.`);
    return { ok: true, geometry: measure(result.meshes, units) };
  } catch (error) {
    if (error instanceof ModelReadError) return { ok: false, message: error.message };
    throw error;
  }
}

function measure(meshes: OcctMesh[], units: ModelGeometry['units']): ModelGeometry {
  // OpenCascade triangulates each face apart and may write a shared point as 160 in one and
  // 160.000000000001 in the next: points are compared on a grid far finer than any feature.
  let extent = 0;
  for (const mesh of meshes) for (const value of mesh.attributes.position.array) extent = Math.max(extent, Math.abs(value));
  const result = new MeshMeasure(Math.max(extent, 1) * 1e-9);
  let faces = 0;
  for (const mesh of meshes) {
    const p = mesh.attributes.position.array;
    const index = mesh.index.array;
    faces += mesh.brep_faces.length;
    for (let i = 0; i + 2 < index.length; i += 3) {
      const [a, b, c] = [index[i]! * 3, index[i + 1]! * 3, index[i + 2]! * 3];
      result.add(p[a]!, p[a + 1]!, p[a + 2]!, p[b]!, p[b + 1]!, p[b + 2]!, p[c]!, p[c + 1]!, p[c + 2]!);
    }
  }
  return result.result(units, 1, faces);
}
