import { MANUFACTURING_METHOD_LABELS, MATERIAL_LABELS, materialsForMethod, type ManufacturingMethodId, type MaterialId } from '#shared/constants/ai-tools.ts';
import type { Level } from '#shared/schemas/ai-schemas.ts';
import { formatCount } from '#shared/format/numbers.ts';
import type { Part } from './cost-model.ts';
import { PROCESS_TABLE } from './process-table.ts';
import type { TextCues } from './text-cues.ts';

export interface Confidence {
  level: Level;
  reasons: string[];
  raise: string[];
}

/** A label inside a sentence: 'Injection moulding' -> 'injection moulding', 'CNC machining' stays. */
export const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);

const LOWER: Record<Level, Level> = { high: 'medium', medium: 'low', low: 'low' };

/**
 * How far the mechanical estimate can be trusted. 'high' only when a model with a volume gives the
 * geometry, the material is one the process takes, and the process and quantity are given (they always
 * are): then the cost is determined. From text alone at most 'medium' (the size is read, the material
 * volume rests on a wall or fill assumption); 'low' when the text gives no size. A material the process
 * does not use lowers it one step. Hand assembly rests on the part count instead of geometry.
 */
export function assessConfidence(input: {
  part: Part;
  cues: TextCues;
  method: ManufacturingMethodId;
  material: MaterialId;
  materialFits: boolean;
  volume: number;
  fromModel: boolean;
}): Confidence {
  const { part, cues, method, material, materialFits, volume, fromModel } = input;
  const process = PROCESS_TABLE[method];
  const label = MANUFACTURING_METHOD_LABELS[method];
  const reasons: string[] = [];
  const raise: string[] = [];
  let level: Level;

  if (process.kind === 'assembly') {
    level = cues.partCount !== undefined ? 'medium' : 'low';
    reasons.push(cues.partCount !== undefined ? `The description gives the part count (${cues.partCount}), which sets the assembly time.` : 'No part count given: 8 parts to join were assumed.');
    if (cues.partCount === undefined) raise.push('Give the number of parts and fasteners to join.');
    raise.push('List the assembly steps and tests (a work instruction) so each can be timed.');
  } else if (fromModel && part.volumeFrom === 'model') {
    level = 'high';
    reasons.push('The 3D model gives the size, the material volume and the surface area.');
  } else if (fromModel) {
    level = 'medium';
    reasons.push('The model gives the size, but it is not a closed solid: the material volume was assumed.');
    raise.push('Export the model as a closed (watertight) solid so its volume can be measured.');
  } else if (part.sizeFrom === 'description') {
    level = 'medium';
    reasons.push(
      part.volumeFrom === 'description'
        ? 'The description gives the size and the wall (or mass), but no model: the shape between them is assumed.'
        : `The description gives the size, but the material volume rests on ${part.wallFrom === 'assumed' && cues.shell ? `an assumed ${part.wallMm} mm wall` : 'an assumed fill of the bounding box'}.`,
    );
    raise.push('Attach the 3D model (STEP or STL): size, material volume and surface then come from the part itself.');
    if (part.wallFrom === 'assumed' && part.volumeFrom !== 'description') raise.push('Give the wall thickness (or the part mass).');
  } else {
    level = 'low';
    reasons.push('The description gives no size: a hand-held part was assumed.');
    raise.push('Give the overall size (L × W × H in mm) and the wall thickness, or attach the 3D model.');
  }

  if (materialFits) {
    reasons.push(`${MATERIAL_LABELS[material]} is a material ${inSentence(label)} uses.`);
  } else {
    level = LOWER[level];
    reasons.push(`${label} does not use the material named: costed in ${MATERIAL_LABELS[material]}, its usual material.`);
    const examples = materialsForMethod(method).slice(0, 3).map((id) => MATERIAL_LABELS[id]);
    raise.push(`Name a material ${inSentence(label)} uses (for example ${examples.join(', ')}).`);
  }
  reasons.push(`Process and quantity given: ${formatCount(volume)} units by ${inSentence(label)}.`);
  if (process.kind !== 'assembly' && cues.toleranceMm === undefined) raise.push(`State the tightest tolerance that matters (the estimate assumes ±${process.toleranceMm} mm).`);
  if (level === 'high') {
    // What tightens a determined estimate further: the supplier's own reading of the drawing.
    raise.unshift('A supplier quote on the drawing (tolerances, finish, inspection) would tighten the range further.');
  }
  return { level, reasons, raise };
}
