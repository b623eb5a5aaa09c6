import { describe, expect, it } from 'vitest';
import { CAD_READ_FAILED, occtResultToMeshes, transferablesOf } from './occt-mesh.ts';

const triangle = { attributes: { position: { array: [0, 0, 0, 10, 0, 0, 0, 10, 0] }, normal: { array: [0, 0, 1, 0, 0, 1, 0, 0, 1] } }, index: { array: [0, 1, 2] } };

describe('OpenCascade result to mesh arrays', () => {
  it('turns each mesh into typed arrays with its colour', () => {
    const [mesh, ...rest] = occtResultToMeshes({ success: true, meshes: [{ ...triangle, color: [1, 0.5, 0] }] });
    expect(rest).toEqual([]);
    expect(mesh!.position).toEqual(new Float32Array([0, 0, 0, 10, 0, 0, 0, 10, 0]));
    expect(mesh!.normal).toEqual(new Float32Array([0, 0, 1, 0, 0, 1, 0, 0, 1]));
    expect(mesh!.index).toEqual(new Uint32Array([0, 1, 2]));
    expect(mesh!.color).toEqual([1, 0.5, 0]);
  });

  it('drops unusable normals, colours and meshes, and keeps the rest', () => {
    const meshes = occtResultToMeshes({
      success: true,
      meshes: [
        { ...triangle, attributes: { position: triangle.attributes.position, normal: { array: [0, 0, 1] } }, color: [255, 0, 0] },
        { attributes: { position: { array: [0, 0] } } },
        { ...triangle, index: { array: [0, 1, 7] } },
      ],
    });
    expect(meshes).toHaveLength(1);
    expect(meshes[0]!.normal).toBeNull();
    expect(meshes[0]!.color).toBeNull();
    expect(transferablesOf(meshes)).toEqual([meshes[0]!.position.buffer, meshes[0]!.index!.buffer]);
  });

  it('says the model could not be read when OpenCascade failed or found no faces', () => {
    expect(() => occtResultToMeshes({ success: false })).toThrow(CAD_READ_FAILED);
    expect(() => occtResultToMeshes({ success: true, meshes: [] })).toThrow(CAD_READ_FAILED);
    expect(() => occtResultToMeshes({ success: true, meshes: [{ attributes: { position: { array: [] } } }] })).toThrow(CAD_READ_FAILED);
  });
});
