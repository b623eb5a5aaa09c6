/**
 * What occt-import-js's ReadFile answers (its README): one entry per shape, each a triangle mesh in
 * the unit asked for (millimetres here) with an optional colour. Only the parts the viewer uses.
 */
export interface OcctResult {
  success: boolean;
  meshes?: Array<{
    name?: string;
    color?: [number, number, number];
    attributes: { position: { array: ArrayLike<number> }; normal?: { array: ArrayLike<number> } };
    index?: { array: ArrayLike<number> };
  }>;
}

/** One mesh as flat typed arrays, ready for a three.js BufferGeometry (and cheap to post from a worker). */
export interface MeshArrays {
  position: Float32Array;
  normal: Float32Array | null;
  index: Uint32Array | null;
  /** sRGB 0-1, or null for the viewer's default. */
  color: [number, number, number] | null;
}

export const CAD_READ_FAILED = 'This model could not be read. It may be damaged or use CAD features the viewer does not support: download it to open it in your CAD tool.';

/**
 * The meshes of an occt result as typed arrays. Throws CAD_READ_FAILED when the file could not be
 * read or has no faces; drops meshes with no triangles and indices that point past the vertices.
 */
export function occtResultToMeshes(result: OcctResult): MeshArrays[] {
  if (!result.success || !result.meshes?.length) throw new Error(CAD_READ_FAILED);
  const meshes: MeshArrays[] = [];
  for (const mesh of result.meshes) {
    const position = Float32Array.from(mesh.attributes.position.array);
    const vertices = position.length / 3;
    if (vertices < 3 || !Number.isInteger(vertices)) continue;
    const normalArray = mesh.attributes.normal?.array;
    const normal = normalArray && normalArray.length === position.length ? Float32Array.from(normalArray) : null;
    const index = mesh.index ? Uint32Array.from(mesh.index.array) : null;
    if (index && (index.length < 3 || index.some((vertex) => vertex >= vertices))) continue;
    const color = mesh.color && mesh.color.every((channel) => channel >= 0 && channel <= 1) ? mesh.color : null;
    meshes.push({ position, normal, index, color });
  }
  if (!meshes.length) throw new Error(CAD_READ_FAILED);
  return meshes;
}

/** The typed arrays' buffers, to transfer (not copy) them from the worker. */
export const transferablesOf = (meshes: MeshArrays[]): ArrayBuffer[] =>
  meshes.flatMap((mesh) => [mesh.position, mesh.normal, mesh.index].filter((array) => array !== null).map((array) => array.buffer as ArrayBuffer));
