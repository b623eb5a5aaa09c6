/// <reference lib="webworker" />
/**
 * The STEP / IGES reader's worker: OpenCascade compiled to WebAssembly (occt-import-js). Vite emits
 * the .wasm as an asset (?url) and the module is told where it is (locateFile), so nothing is
 * fetched from elsewhere. Meshes go back as transferred typed arrays.
 */
import occtImport from 'occt-import-js';
import wasmUrl from 'occt-import-js/dist/occt-import-js.wasm?url';
import { CAD_READ_FAILED, occtResultToMeshes, transferablesOf, type MeshArrays, type OcctResult } from './occt-mesh.ts';

export interface CadRequest {
  format: 'step' | 'iges';
  bytes: ArrayBuffer;
}
export type CadReply = { ok: true; meshes: MeshArrays[] } | { ok: false; message: string };

/** Millimetres whatever the file's unit; a fine enough tessellation for viewing (relative to the model's size). */
const TESSELLATION = { linearUnit: 'millimeter', linearDeflectionType: 'bounding_box_ratio', linearDeflection: 0.001, angularDeflection: 0.5 } as const;

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<CadRequest>) => {
  const reply = (message: CadReply, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
  try {
    const occt = await occtImport({ locateFile: () => wasmUrl });
    const content = new Uint8Array(event.data.bytes);
    const result = event.data.format === 'step' ? occt.ReadStepFile(content, TESSELLATION) : occt.ReadIgesFile(content, TESSELLATION);
    const meshes = occtResultToMeshes(result as OcctResult);
    reply({ ok: true, meshes }, transferablesOf(meshes));
  } catch (error) {
    // OpenCascade's own messages mean nothing to a member: the cause goes to the console, the member gets the advice.
    console.error(error);
    reply({ ok: false, message: CAD_READ_FAILED });
  }
};
