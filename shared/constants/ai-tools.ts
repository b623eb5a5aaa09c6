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
