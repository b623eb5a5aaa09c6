/** Plain 3D arithmetic for framing a model, kept apart from three.js so it can be tested without WebGL. */
export type Vec3 = [number, number, number];

export interface Bounds {
  min: Vec3;
  max: Vec3;
}

/** The axis-aligned bounds of flat xyz positions (null when there are none). */
export function boundsOfPositions(positions: ArrayLike<number>, into: Bounds | null = null): Bounds | null {
  let bounds = into;
  for (let i = 0; i + 2 < positions.length; i += 3) {
    const point: Vec3 = [positions[i]!, positions[i + 1]!, positions[i + 2]!];
    if (!bounds) bounds = { min: [...point], max: [...point] };
    for (let axis = 0; axis < 3; axis++) {
      bounds.min[axis] = Math.min(bounds.min[axis]!, point[axis]!);
      bounds.max[axis] = Math.max(bounds.max[axis]!, point[axis]!);
    }
  }
  return bounds;
}

export const sizeOf = (bounds: Bounds): Vec3 => [bounds.max[0] - bounds.min[0], bounds.max[1] - bounds.min[1], bounds.max[2] - bounds.min[2]];
export const centreOf = (bounds: Bounds): Vec3 => [(bounds.min[0] + bounds.max[0]) / 2, (bounds.min[1] + bounds.max[1]) / 2, (bounds.min[2] + bounds.max[2]) / 2];

export interface CameraFit {
  /** Where the camera looks (the model's centre) and where it stands. */
  target: Vec3;
  position: Vec3;
  /** Near and far planes around the model, so a 2 mm part and a 2 m frame both draw without clipping. */
  near: number;
  far: number;
}

/** The view direction in a Z-up world (CAD's convention): from the front-right, above, normalised. */
const VIEW: Vec3 = (() => {
  const raw: Vec3 = [1, -1.2, 0.9];
  const length = Math.hypot(...raw);
  return raw.map((value) => value / length) as Vec3;
})();

/**
 * Frames the model's bounding sphere in a perspective camera of vertical field `fovDegrees` and
 * `aspect` (width / height): far enough that the sphere fits both vertically and horizontally, with
 * `margin` to spare.
 */
export function fitCamera(bounds: Bounds, fovDegrees: number, aspect: number, margin = 1.15): CameraFit {
  const target = centreOf(bounds);
  const radius = Math.max(Math.hypot(...sizeOf(bounds)) / 2, 1e-3);
  const vertical = (fovDegrees * Math.PI) / 180;
  const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * Math.max(aspect, 1e-3));
  const distance = (radius / Math.sin(Math.min(vertical, horizontal) / 2)) * margin;
  const position = target.map((value, axis) => value + VIEW[axis]! * distance) as Vec3;
  return { target, position, near: Math.max(distance - radius * 2, distance / 1000), far: distance + radius * 4 };
}
