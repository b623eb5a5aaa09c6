/**
 * The AI tools' choices. The ids are what the API takes; the built-in engine's tables
 * (backend/src/modules/ai/builtin/) hold the figures behind each one.
 */

export const MANUFACTURING_METHODS = [
  { id: 'fdm_printing', label: '3D printing (FDM)' },
  { id: 'sla_printing', label: '3D printing (SLA resin)' },
  { id: 'sls_printing', label: '3D printing (SLS nylon)' },
  { id: 'cnc_machining', label: 'CNC machining' },
  { id: 'urethane_casting', label: 'Urethane (vacuum) casting' },
  { id: 'injection_molding', label: 'Injection moulding' },
  { id: 'sheet_metal', label: 'Sheet metal fabrication' },
  { id: 'die_casting', label: 'Die casting' },
  { id: 'pcb_assembly', label: 'PCB fabrication and assembly' },
  { id: 'hand_assembly', label: 'Hand assembly' },
] as const;
export type ManufacturingMethodId = (typeof MANUFACTURING_METHODS)[number]['id'];
export const MANUFACTURING_METHOD_IDS = MANUFACTURING_METHODS.map((method) => method.id) as [ManufacturingMethodId, ...ManufacturingMethodId[]];
export const MANUFACTURING_METHOD_LABELS = Object.fromEntries(MANUFACTURING_METHODS.map((method) => [method.id, method.label])) as Record<
  ManufacturingMethodId,
  string
>;

export const MATERIALS = [
  { id: 'pla', label: 'PLA' },
  { id: 'abs', label: 'ABS' },
  { id: 'petg', label: 'PETG' },
  { id: 'polycarbonate', label: 'Polycarbonate (PC)' },
  { id: 'nylon_pa12', label: 'Nylon (PA12)' },
  { id: 'photopolymer_resin', label: 'Photopolymer resin' },
  { id: 'polyurethane', label: 'Polyurethane (cast)' },
  { id: 'silicone', label: 'Silicone rubber' },
  { id: 'aluminum_6061', label: 'Aluminium 6061' },
  { id: 'aluminum_a380', label: 'Aluminium A380 (casting alloy)' },
  { id: 'zinc_zamak3', label: 'Zinc (Zamak 3)' },
  { id: 'mild_steel', label: 'Mild steel' },
  { id: 'stainless_304', label: 'Stainless steel 304' },
  { id: 'brass_c360', label: 'Brass C360' },
  { id: 'titanium_ti6al4v', label: 'Titanium Ti-6Al-4V' },
  { id: 'fr4', label: 'FR-4 (PCB laminate)' },
] as const;
export type MaterialId = (typeof MATERIALS)[number]['id'];
export const MATERIAL_IDS = MATERIALS.map((material) => material.id) as [MaterialId, ...MaterialId[]];
export const MATERIAL_LABELS = Object.fromEntries(MATERIALS.map((material) => [material.id, material.label])) as Record<MaterialId, string>;

/**
 * The processes that make parts of each material (hand assembly joins parts of any material): the
 * cost form offers only the materials the chosen process takes, and the engines cost them.
 */
export const MATERIAL_METHODS: Record<MaterialId, readonly ManufacturingMethodId[]> = {
  pla: ['fdm_printing'],
  abs: ['fdm_printing', 'cnc_machining', 'injection_molding', 'urethane_casting'],
  petg: ['fdm_printing', 'injection_molding', 'urethane_casting'],
  polycarbonate: ['fdm_printing', 'cnc_machining', 'injection_molding', 'urethane_casting'],
  nylon_pa12: ['sls_printing', 'fdm_printing', 'cnc_machining', 'injection_molding'],
  photopolymer_resin: ['sla_printing'],
  polyurethane: ['urethane_casting'],
  silicone: ['urethane_casting', 'injection_molding'],
  aluminum_6061: ['cnc_machining', 'sheet_metal'],
  aluminum_a380: ['die_casting'],
  zinc_zamak3: ['die_casting'],
  mild_steel: ['cnc_machining', 'sheet_metal'],
  stainless_304: ['cnc_machining', 'sheet_metal'],
  brass_c360: ['cnc_machining'],
  titanium_ti6al4v: ['cnc_machining'],
  fr4: ['pcb_assembly'],
};

/** Whether `method` makes parts of `material`. */
export const methodTakes = (method: ManufacturingMethodId, material: MaterialId) =>
  method === 'hand_assembly' || MATERIAL_METHODS[material].includes(method);

/** The materials offered for a process, in list order (every material when none is chosen yet). */
export const materialsForMethod = (method: ManufacturingMethodId | undefined): MaterialId[] =>
  method ? MATERIAL_IDS.filter((material) => methodTakes(method, material)) : [...MATERIAL_IDS];

/** Other ways people write each process, besides its id and label (compared after `nameKey`). */
const METHOD_ALIASES: Record<ManufacturingMethodId, string[]> = {
  fdm_printing: ['fdm', '3d printing', '3d printed', 'fff', 'fused deposition modelling', 'fused deposition modeling', 'fdm printing', 'fdm 3d printing'],
  sla_printing: ['sla', 'resin printing', 'sla printing', 'stereolithography', 'sla 3d printing', 'dlp', 'msla'],
  sls_printing: ['sls', 'sls printing', 'selective laser sintering', 'mjf', 'multi jet fusion', 'sls 3d printing', 'nylon printing'],
  cnc_machining: ['cnc', 'cnc machining', 'machining', 'cnc milling', 'milling', 'cnc turning', 'turning', 'machined'],
  urethane_casting: ['urethane casting', 'vacuum casting', 'polyurethane casting', 'silicone moulding', 'silicone molding', 'cast urethane'],
  injection_molding: ['injection moulding', 'injection molding', 'injection moulded', 'injection molded', 'plastic injection', 'moulding', 'molding'],
  sheet_metal: ['sheet metal', 'sheet metal fabrication', 'laser cutting and bending', 'bending', 'press brake', 'stamping', 'sheet'],
  die_casting: ['die casting', 'die cast', 'pressure die casting', 'hpdc', 'zinc die casting', 'aluminium die casting'],
  pcb_assembly: ['pcb', 'pcba', 'pcb assembly', 'pcb fabrication', 'smt', 'smt assembly', 'circuit board', 'printed circuit board', 'electronics assembly'],
  hand_assembly: ['assembly', 'hand assembly', 'manual assembly', 'box build', 'final assembly'],
};

/** Other ways people write each material (grades, trade names, spellings), compared after `nameKey`. */
const MATERIAL_ALIASES: Record<MaterialId, string[]> = {
  pla: ['pla', 'polylactic acid'],
  abs: ['abs', 'acrylonitrile butadiene styrene'],
  petg: ['petg', 'pet', 'pet g'],
  polycarbonate: ['pc', 'polycarbonate', 'lexan', 'makrolon'],
  nylon_pa12: ['nylon', 'pa12', 'pa 12', 'pa6', 'pa 6', 'polyamide', 'nylon 12', 'nylon pa12'],
  photopolymer_resin: ['resin', 'photopolymer', 'standard resin', 'sla resin'],
  polyurethane: ['pu', 'polyurethane', 'urethane', 'cast urethane'],
  silicone: ['silicone', 'lsr', 'liquid silicone rubber', 'silicone rubber'],
  aluminum_6061: ['aluminum', 'aluminium', '6061', 'al 6061', 'aluminum 6061', '6061 t6', 'aluminum 6061 t6', 'al6061', '5052', 'aluminum 5052', '7075', 'aluminum 7075'],
  aluminum_a380: ['a380', 'adc12', 'cast aluminum', 'aluminum a380', 'al a380'],
  zinc_zamak3: ['zinc', 'zamak', 'zamak 3', 'zamak3', 'zinc alloy'],
  mild_steel: ['steel', 'mild steel', 'carbon steel', '1018', 'spcc', 'crs', 'cold rolled steel', 'dc01'],
  stainless_304: ['stainless', 'stainless steel', '304', 'ss304', '316', 'stainless 316', 'stainless steel 316', 'inox'],
  brass_c360: ['brass', 'c360', 'brass c360', 'cz121'],
  titanium_ti6al4v: ['titanium', 'ti6al4v', 'ti 6al 4v', 'grade 5 titanium', 'titanium grade 5'],
  fr4: ['fr4', 'fr 4', 'pcb laminate', 'fr4 laminate'],
};

/** Lower case, words only, British and American spellings made one: 'Aluminium 6061-T6' -> 'aluminum 6061 t6'. */
export const nameKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/alumini(um)/g, 'aluminum')
    .replace(/mou?ld/g, 'mold')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function lookupOf<Id extends string>(entries: ReadonlyArray<{ id: Id; label: string }>, aliases: Record<Id, string[]>): Map<string, Id> {
  const lookup = new Map<string, Id>();
  for (const { id, label } of entries) {
    for (const name of [id, label, label.replace(/\([^)]*\)/g, ''), ...aliases[id]]) {
      const key = nameKey(name);
      if (key && !lookup.has(key)) lookup.set(key, id);
    }
  }
  return lookup;
}
const METHOD_LOOKUP = lookupOf(MANUFACTURING_METHODS, METHOD_ALIASES);
const MATERIAL_LOOKUP = lookupOf(MATERIALS, MATERIAL_ALIASES);

/** The process a name means, by id, label or the usual ways of writing it ('CNC machining', 'vacuum casting'); undefined when none. */
export const methodIdFromName = (text: string): ManufacturingMethodId | undefined => METHOD_LOOKUP.get(nameKey(text));
/** The material a name means, by id, label or grade ('Aluminium 6061', 'SS304', 'PA12'); undefined when none. */
export const materialIdFromName = (text: string): MaterialId | undefined => MATERIAL_LOOKUP.get(nameKey(text));

/**
 * Density of each material, g/cm³ (M. F. Ashby, "Materials Selection in Mechanical Design", 5th ed., and
 * suppliers' data sheets): a model's volume times this is the part's mass.
 */
export const MATERIAL_DENSITY_G_PER_CM3: Record<MaterialId, number> = {
  pla: 1.24,
  abs: 1.04,
  petg: 1.27,
  polycarbonate: 1.2,
  nylon_pa12: 1.01,
  photopolymer_resin: 1.15,
  polyurethane: 1.1,
  silicone: 1.12,
  aluminum_6061: 2.7,
  aluminum_a380: 2.71,
  zinc_zamak3: 6.6,
  mild_steel: 7.85,
  stainless_304: 8.0,
  brass_c360: 8.5,
  titanium_ti6al4v: 4.43,
  fr4: 1.85,
};

/** The quick prototype estimate. */
export const PROTOTYPE_COMPLEXITY = { min: 1, max: 10, step: 1, default: 5 } as const;
export const PROTOTYPE_QUANTITY = { min: 1, default: 1, max: 10_000 } as const;
/** Production volumes the feasibility and cost tools accept (units). */
export const PRODUCTION_VOLUME = { min: 1, max: 10_000_000 } as const;

/** Product types the quick estimate's field suggests (free text is accepted too). */
export const PRODUCT_TYPE_SUGGESTIONS = [
  'IoT sensor node',
  'Wearable device',
  'Smart home controller',
  'Handheld consumer electronics',
  'Robotics module',
  'Medical monitoring device',
  'Industrial controller',
  'Drone / UAV subsystem',
] as const;
