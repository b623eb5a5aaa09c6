import { MATERIAL_DENSITY_G_PER_CM3, type ManufacturingMethodId, type MaterialId } from '#shared/constants/ai-tools.ts';

/**
 * Materials the built-in engine costs. Figures are approximations taken in 2025 and meant for
 * early estimates, not quotes:
 * - densities: shared with the app (MATERIAL_DENSITY_G_PER_CM3, shared/constants/ai-tools.ts);
 * - bulk prices (pellets, bar and sheet stock, ingot): Plastics Exchange / PlasticsInsight resin indices,
 *   London Metal Exchange aluminium, zinc and steel quotes plus typical service-centre mark-ups;
 * - feedstock for printing (filament, resin, PA12 powder): list prices of Prusament, Formlabs and EOS resellers;
 * - machinability: relative to free-machining brass C360 = 100 (Machinery's Handbook), plastics rated by
 *   cutting speed relative to it; steels and titanium set so machining time against aluminium matches the
 *   published ratios (Clarwe CNC cost guide: carbon steel 3-4x aluminium, titanium 8x or more), checked on
 *   the reference set (docs/estimates.md).
 */
export interface MaterialSpec {
  id: MaterialId;
  /** g/cm³ */
  density: number;
  /** USD per kg of the bulk form moulding, casting and machining buy. */
  bulkPricePerKg: number;
  /** USD per kg where printing buys a special form (filament, resin, powder). */
  printPricePerKg?: Partial<Record<'fdm_printing' | 'sla_printing' | 'sls_printing', number>>;
  /** Relative to brass C360 = 100: higher cuts faster. */
  machinability: number;
  /** Words that name it in a free-text description. */
  mentions: RegExp;
}

export const MATERIAL_TABLE: Record<MaterialId, MaterialSpec> = {
  pla: { id: 'pla', density: MATERIAL_DENSITY_G_PER_CM3.pla, bulkPricePerKg: 2.5, printPricePerKg: { fdm_printing: 25 }, machinability: 110, mentions: /\bpla\b/i },
  abs: {
    id: 'abs', density: MATERIAL_DENSITY_G_PER_CM3.abs, bulkPricePerKg: 2.4, printPricePerKg: { fdm_printing: 22 }, machinability: 120, mentions: /\babs\b/i,
  },
  petg: { id: 'petg', density: MATERIAL_DENSITY_G_PER_CM3.petg, bulkPricePerKg: 2.2, printPricePerKg: { fdm_printing: 24 }, machinability: 110, mentions: /\bpetg?\b/i },
  polycarbonate: {
    id: 'polycarbonate', density: MATERIAL_DENSITY_G_PER_CM3.polycarbonate, bulkPricePerKg: 3.6, printPricePerKg: { fdm_printing: 38 }, machinability: 100, mentions: /\b(polycarbonate|pc)\b/i,
  },
  nylon_pa12: {
    id: 'nylon_pa12', density: MATERIAL_DENSITY_G_PER_CM3.nylon_pa12, bulkPricePerKg: 6, printPricePerKg: { sls_printing: 70, fdm_printing: 45 }, machinability: 105, mentions: /\b(nylon|pa ?12|pa ?6|polyamide)\b/i,
  },
  photopolymer_resin: { id: 'photopolymer_resin', density: MATERIAL_DENSITY_G_PER_CM3.photopolymer_resin, bulkPricePerKg: 150, printPricePerKg: { sla_printing: 150 }, machinability: 60, mentions: /\b(resin|photopolymer)\b/i },
  polyurethane: { id: 'polyurethane', density: MATERIAL_DENSITY_G_PER_CM3.polyurethane, bulkPricePerKg: 18, machinability: 90, mentions: /\b(polyurethane|urethane|pu)\b/i },
  silicone: { id: 'silicone', density: MATERIAL_DENSITY_G_PER_CM3.silicone, bulkPricePerKg: 25, machinability: 10, mentions: /\b(silicone|lsr)\b/i },
  aluminum_6061: {
    id: 'aluminum_6061', density: MATERIAL_DENSITY_G_PER_CM3.aluminum_6061, bulkPricePerKg: 6.5, machinability: 90,
    mentions: /\b(alumini?um|al ?6061|6061|5052|7075)\b/i,
  },
  aluminum_a380: { id: 'aluminum_a380', density: MATERIAL_DENSITY_G_PER_CM3.aluminum_a380, bulkPricePerKg: 2.8, machinability: 80, mentions: /\b(a380|adc12|cast alumini?um)\b/i },
  zinc_zamak3: { id: 'zinc_zamak3', density: MATERIAL_DENSITY_G_PER_CM3.zinc_zamak3, bulkPricePerKg: 3.4, machinability: 95, mentions: /\b(zinc|zamak)\b/i },
  mild_steel: { id: 'mild_steel', density: MATERIAL_DENSITY_G_PER_CM3.mild_steel, bulkPricePerKg: 1.3, machinability: 30, mentions: /\b(mild steel|carbon steel|steel|1018|spcc)\b/i },
  stainless_304: { id: 'stainless_304', density: MATERIAL_DENSITY_G_PER_CM3.stainless_304, bulkPricePerKg: 4.2, machinability: 25, mentions: /\b(stainless|304|316|inox)\b/i },
  brass_c360: { id: 'brass_c360', density: MATERIAL_DENSITY_G_PER_CM3.brass_c360, bulkPricePerKg: 9, machinability: 100, mentions: /\b(brass|c360)\b/i },
  titanium_ti6al4v: { id: 'titanium_ti6al4v', density: MATERIAL_DENSITY_G_PER_CM3.titanium_ti6al4v, bulkPricePerKg: 38, machinability: 10, mentions: /\b(titanium|ti-?6al-?4v|grade 5)\b/i },
  fr4: { id: 'fr4', density: MATERIAL_DENSITY_G_PER_CM3.fr4, bulkPricePerKg: 12, machinability: 40, mentions: /\b(fr-?4|pcb|circuit board)\b/i },
};

/**
 * USD per kg of the form `process` buys. Urethane casting makes ABS-, PC- and PP-like parts from
 * casting resins: a thermoplastic named for a cast part is bought as polyurethane resin.
 */
export function pricePerKg(material: MaterialSpec, process: ManufacturingMethodId): number {
  if (process === 'urethane_casting' && material.id !== 'silicone') return MATERIAL_TABLE.polyurethane.bulkPricePerKg;
  const printed = material.printPricePerKg?.[process as keyof NonNullable<MaterialSpec['printPricePerKg']>];
  return printed ?? material.bulkPricePerKg;
}


/** Materials a free-text description names, in table order (a steel mention does not also count as stainless). */
export function materialsMentioned(text: string): MaterialId[] {
  const found = (Object.values(MATERIAL_TABLE) as MaterialSpec[]).filter((material) => material.mentions.test(text)).map((material) => material.id);
  return found.includes('stainless_304') ? found.filter((id) => id !== 'mild_steel') : found;
}
