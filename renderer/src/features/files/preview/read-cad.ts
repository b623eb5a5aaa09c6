import { CAD_READ_FAILED, type MeshArrays } from './occt-mesh.ts';
import type { CadReply, CadRequest } from './occt-worker.ts';

/**
 * Reads a STEP or IGES model into meshes with OpenCascade (occt-import-js, WebAssembly) in a worker,
 * so a large model's seconds of tessellation never block the page. One worker per read, ended after it:
 * the module's memory (tens of MB) is given back when the viewer closes.
 */
export function readCadInWorker(format: CadRequest['format'], bytes: ArrayBuffer): Promise<MeshArrays[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./occt-worker.ts', import.meta.url), { type: 'module', name: 'occt-worker' });
    worker.onmessage = (event: MessageEvent<CadReply>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.meshes);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(CAD_READ_FAILED));
    };
    const request: CadRequest = { format, bytes };
    worker.postMessage(request, [bytes]);
  });
}
