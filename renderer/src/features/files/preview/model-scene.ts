/**
 * The 3D viewer's three.js side, loaded only when a model opens (file-preview's dynamic import): a
 * Z-up scene with lights and a grid, OrbitControls (orbit, zoom, pan), rendering on demand, resize
 * handling, and a dispose that frees every geometry, material and the WebGL context.
 */
import {
  AmbientLight, Box3, BufferAttribute, BufferGeometry, Color, DirectionalLight, DoubleSide, GridHelper, Group, HemisphereLight, Mesh,
  MeshStandardMaterial, PerspectiveCamera, Scene, Vector3, WebGLRenderer, type Material, type Object3D,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { ModelKind } from '#shared/schemas/file-schemas.ts';
import { fitCamera, type Bounds } from './camera-fit.ts';
import type { MeshArrays } from './occt-mesh.ts';
import { readCadInWorker } from './read-cad.ts';

const MODEL_COLOUR = 0x8fa6c4;
const FOV = 40;

export class WebGlUnavailableError extends Error {
  constructor() {
    super('3D preview needs WebGL, which this browser or device has turned off. Download the model to open it in your CAD tool.');
  }
}

export interface ModelScene {
  /** Puts the model in the scene and frames it; returns its bounds in the file's units (mm). */
  show(kind: ModelKind, bytes: ArrayBuffer): Promise<Bounds>;
  fit(): void;
  dispose(): void;
}

const standardMaterial = (colour: number | Color = MODEL_COLOUR) => new MeshStandardMaterial({ color: colour, metalness: 0.1, roughness: 0.65, side: DoubleSide });

function meshesFromArrays(parts: MeshArrays[]): Group {
  const group = new Group();
  for (const part of parts) {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(part.position, 3));
    if (part.index) geometry.setIndex(new BufferAttribute(part.index, 1));
    if (part.normal) geometry.setAttribute('normal', new BufferAttribute(part.normal, 3));
    else geometry.computeVertexNormals();
    group.add(new Mesh(geometry, standardMaterial(part.color ? new Color(...part.color) : MODEL_COLOUR)));
  }
  return group;
}

/** OBJ and STL carry no materials worth showing: every mesh gets the viewer's (the loader's own are freed). */
function withViewerMaterial(object: Object3D): Object3D {
  object.traverse((child) => {
    if (!(child instanceof Mesh)) return;
    for (const material of [child.material as Material | Material[]].flat()) material.dispose();
    if (!child.geometry.getAttribute('normal')) child.geometry.computeVertexNormals();
    child.material = standardMaterial();
  });
  return object;
}

/** Each format's loader is fetched only for a model of that format (3MF's brings an unzip library). */
async function loadObject(kind: ModelKind, bytes: ArrayBuffer): Promise<Object3D> {
  switch (kind) {
    case 'stl': {
      const { STLLoader } = await import('three/examples/jsm/loaders/STLLoader.js');
      return withViewerMaterial(new Mesh(new STLLoader().parse(bytes)));
    }
    case 'obj': {
      const { OBJLoader } = await import('three/examples/jsm/loaders/OBJLoader.js');
      return withViewerMaterial(new OBJLoader().parse(new TextDecoder().decode(bytes)));
    }
    case '3mf': {
      const { ThreeMFLoader } = await import('three/examples/jsm/loaders/3MFLoader.js');
      return new ThreeMFLoader().parse(bytes);
    }
    default:
      return meshesFromArrays(await readCadInWorker(kind, bytes));
  }
}

function disposeObject(object: Object3D) {
  object.traverse((child) => {
    const { geometry, material } = child as Partial<Mesh>;
    geometry?.dispose();
    for (const each of [material ?? []].flat()) each.dispose();
  });
}

/** A grid under the model (in the XY plane, Z up) about twice its footprint, in round millimetre steps. */
function gridFor(bounds: Box3): GridHelper {
  const size = bounds.getSize(new Vector3());
  const span = Math.max(size.x, size.y, 1) * 2;
  const step = 10 ** Math.floor(Math.log10(span / 10));
  const extent = Math.ceil(span / step / 10) * step * 10;
  const grid = new GridHelper(extent, Math.round(extent / step), 0x9aa5b1, 0xd5dbe1);
  grid.rotation.x = Math.PI / 2;
  const centre = bounds.getCenter(new Vector3());
  grid.position.set(centre.x, centre.y, bounds.min.z);
  return grid;
}

export function createModelScene(container: HTMLElement): ModelScene {
  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({ antialias: true, alpha: true });
  } catch {
    throw new WebGlUnavailableError();
  }
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  container.append(renderer.domElement);

  const scene = new Scene();
  const camera = new PerspectiveCamera(FOV, 1, 0.1, 10_000);
  camera.up.set(0, 0, 1);
  scene.add(new HemisphereLight(0xffffff, 0x8090a0, 1.6), new AmbientLight(0xffffff, 0.3));
  // A light that follows the camera, so the side facing the viewer is always lit.
  const headlight = new DirectionalLight(0xffffff, 1.6);
  headlight.position.set(0.5, 0.3, 1);
  camera.add(headlight);
  scene.add(camera);

  const controls = new OrbitControls(camera, renderer.domElement);
  controls.screenSpacePanning = true;
  let model: Object3D | null = null;
  let grid: GridHelper | null = null;
  let frame = 0;
  const render = () => {
    frame = 0;
    renderer.render(scene, camera);
  };
  const requestRender = () => {
    if (!frame) frame = requestAnimationFrame(render);
  };
  controls.addEventListener('change', requestRender);

  const resize = () => {
    const width = Math.max(container.clientWidth, 1);
    const height = Math.max(container.clientHeight, 1);
    renderer.setSize(width, height, false);
    renderer.domElement.style.width = '100%';
    renderer.domElement.style.height = '100%';
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    requestRender();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(container);
  resize();

  const boundsNow = () => (model ? new Box3().setFromObject(model) : null);
  const fit = () => {
    const box = boundsNow();
    if (!box || box.isEmpty()) return;
    const view = fitCamera({ min: box.min.toArray(), max: box.max.toArray() }, FOV, camera.aspect);
    camera.position.set(...view.position);
    camera.near = view.near;
    camera.far = view.far;
    camera.updateProjectionMatrix();
    controls.target.set(...view.target);
    controls.update();
    requestRender();
  };

  let disposed = false;
  return {
    async show(kind, bytes) {
      const object = await loadObject(kind, bytes);
      if (disposed) {
        disposeObject(object);
        throw new Error('The viewer was closed.');
      }
      if (model) {
        scene.remove(model);
        disposeObject(model);
      }
      model = object;
      scene.add(object);
      const box = new Box3().setFromObject(object);
      if (grid) {
        scene.remove(grid);
        disposeObject(grid);
      }
      grid = gridFor(box);
      scene.add(grid);
      fit();
      return { min: box.min.toArray(), max: box.max.toArray() };
    },
    fit,
    dispose() {
      disposed = true;
      if (frame) cancelAnimationFrame(frame);
      observer.disconnect();
      controls.removeEventListener('change', requestRender);
      controls.dispose();
      disposeObject(scene);
      renderer.dispose();
      // Frees the context now rather than when the canvas is collected: browsers cap live WebGL contexts.
      renderer.forceContextLoss();
      renderer.domElement.remove();
    },
  };
}
