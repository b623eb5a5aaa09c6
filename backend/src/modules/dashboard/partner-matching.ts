import { ROLE_LABELS, type Role } from '#shared/constants/roles.ts';
import { PROJECT_STAGE_LABELS, type ProjectStage } from '#shared/schemas/project-schemas.ts';

/**
 * 'Recommended Partners' on /dashboard: better than "the first three users". Each candidate
 * is scored on how well they fit the viewer's open projects and profile:
 *
 * 1. Expertise fit: each of the viewer's terms (tags of their draft and active projects, weight 3;
 *    their own expertise, weight 1) is compared with the candidate's expertise (full weight) and
 *    the candidate's tags and active-project tags (half weight). Matching is case-insensitive and
 *    word-based: "IoT" = "IoT Devices", "Wearable" = "Wearables", "PCB Design" ~ "PCB Layout".
 * 2. Role fit for the stage: concept/design want designers and attorneys; prototype/mvp want
 *    manufacturers, suppliers and designers; production/scaling want manufacturers, suppliers and
 *    investors. Works both ways, so a manufacturer is shown entrepreneurs whose active projects are
 *    at a stage that needs a manufacturer.
 *    The expertise points are weighed by how complementary the two roles are: entrepreneurs look for
 *    professionals (another entrepreneur counts 0.3); professionals look for entrepreneurs (1), other
 *    kinds of professionals (0.6) and, least, their own kind, who are competitors (0.3).
 * 3. Rating: the average received rating adds a little (at most 1 point), verification a quarter.
 *
 * Ties go to the better rated, then the older account. Admins, deactivated accounts, the viewer and
 * people the viewer already has a connection with (any status) are filtered out by the caller.
 */

export const STAGE_ROLES: Record<ProjectStage, readonly Role[]> = {
  concept: ['designer', 'attorney'],
  design: ['designer', 'attorney'],
  prototype: ['manufacturer', 'supplier', 'designer'],
  mvp: ['manufacturer', 'supplier', 'designer'],
  production: ['manufacturer', 'supplier', 'investor'],
  scaling: ['manufacturer', 'supplier', 'investor'],
};

export interface MatchProject {
  name: string;
  stage: string | null;
  tags: string[];
}

export interface MatchProfile {
  id: number;
  role: Role;
  expertise: string[];
  tags: string[];
  /** Open projects: the viewer's draft and active ones, a candidate's active ones. */
  projects: MatchProject[];
  verified: boolean;
  ratingAverage: number | null;
  ratingCount: number;
}

export interface PartnerMatch {
  id: number;
  score: number;
  reasons: string[];
  matchedExpertise: string[];
}

/**
 * Words that say little on their own: "PCB Design" vs "Industrial Design", or "Power Electronics" vs
 * "Consumer Electronics", are not matches.
 */
const GENERIC_WORDS = new Set([
  'and', 'or', 'the', 'of', 'for', 'a', 'an', 'design', 'designs', 'device', 'devices', 'system', 'systems', 'service', 'services',
  'solution', 'solutions', 'electronic', 'electronics', 'hardware', 'engineering', 'product', 'products', 'development',
]);

const stem = (word: string) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

export function significantWords(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w && !GENERIC_WORDS.has(w)).map(stem))];
}

/** 1 for the same term (ignoring case, plurals and generic words), 0.4-0.7 for a partial word overlap, else 0. */
export function termSimilarity(a: string, b: string): number {
  if (a.trim().toLowerCase() === b.trim().toLowerCase()) return 1;
  const wordsA = significantWords(a);
  const wordsB = significantWords(b);
  if (!wordsA.length || !wordsB.length) return 0;
  const shared = wordsA.filter((w) => wordsB.includes(w)).length;
  if (!shared) return 0;
  if (shared === wordsA.length && shared === wordsB.length) return 1;
  return 0.7 * (shared / Math.min(wordsA.length, wordsB.length)) * (shared / Math.max(wordsA.length, wordsB.length)) ** 0.5;
}

const isClient = (role: Role) => role === 'entrepreneur' || role === 'admin';

/** How much shared expertise means between these two roles (see above). */
export function roleComplement(viewer: Role, candidate: Role): number {
  if (isClient(viewer)) return isClient(candidate) ? 0.3 : 1;
  if (isClient(candidate)) return 1;
  return viewer === candidate ? 0.3 : 0.6;
}

const isStage = (stage: string | null): stage is ProjectStage => Boolean(stage && stage in STAGE_ROLES);
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

interface Term {
  text: string;
  weight: number;
  project?: string;
}

export function scorePartner(viewer: MatchProfile, candidate: MatchProfile): PartnerMatch {
  const reasons: Array<{ text: string; weight: number }> = [];
  const matchedExpertise = new Set<string>();
  let score = 0;

  // 1. Expertise fit.
  const viewerTerms: Term[] = [
    ...viewer.projects.flatMap((p) => p.tags.map((tag) => ({ text: tag, weight: 3, project: p.name }))),
    ...viewer.expertise.map((text) => ({ text, weight: 1 })),
  ];
  const candidateTerms = [
    ...candidate.expertise.map((text) => ({ text, weight: 1, expertise: true })),
    ...candidate.tags.map((text) => ({ text, weight: 0.5, expertise: false })),
    ...candidate.projects.flatMap((p) => p.tags.map((text) => ({ text, weight: 0.5, expertise: false }))),
  ];
  const complement = roleComplement(viewer.role, candidate.role);
  const counted = new Set<string>();
  const termReasons = new Map<string, { text: string; weight: number }>();
  for (const term of viewerTerms) {
    let best: { similarity: number; text: string; expertise: boolean } | undefined;
    for (const other of candidateTerms) {
      const similarity = termSimilarity(term.text, other.text) * other.weight;
      if (similarity > (best?.similarity ?? 0)) best = { similarity, text: other.text, expertise: other.expertise };
    }
    // One term counted once per project, so a tag repeated across projects does not dominate.
    const key = `${term.text.toLowerCase()}|${term.project ?? ''}`;
    if (!best || counted.has(key)) continue;
    counted.add(key);
    const points = term.weight * best.similarity * complement;
    score += points;
    if (best.expertise) matchedExpertise.add(best.text);
    const text = term.project
      ? `${best.expertise ? 'Expertise' : 'Works'} in ${best.text}, matching ${term.project}`
      : `${best.expertise ? 'Expertise' : 'Works'} in ${best.text}, like you`;
    // One reason per matched partner term: the strongest.
    const reasonKey = best.text.toLowerCase();
    if ((termReasons.get(reasonKey)?.weight ?? -1) < points) termReasons.set(reasonKey, { text, weight: points });
  }
  reasons.push(...termReasons.values());

  // 2. Role fit for the stage, both ways.
  const fitting = viewer.projects.filter((p) => isStage(p.stage) && STAGE_ROLES[p.stage].includes(candidate.role));
  if (fitting.length) {
    const points = 2 + Math.min(fitting.length - 1, 2);
    score += points;
    const stage = PROJECT_STAGE_LABELS[fitting[0]!.stage as ProjectStage];
    reasons.push({ text: `${ROLE_LABELS[candidate.role]} for your ${stage} stage project ${fitting[0]!.name}`, weight: points });
  }
  const needsViewer = candidate.projects.filter((p) => isStage(p.stage) && STAGE_ROLES[p.stage].includes(viewer.role));
  if (needsViewer.length) {
    const points = 2 + Math.min(needsViewer.length - 1, 2);
    score += points;
    const label = ROLE_LABELS[viewer.role];
    const stage = PROJECT_STAGE_LABELS[needsViewer[0]!.stage as ProjectStage];
    reasons.push({ text: `${needsViewer[0]!.name} (${stage}) needs ${article(label)} ${label}`, weight: points });
  }

  // 3. Reputation.
  if (candidate.ratingAverage !== null && candidate.ratingCount > 0) {
    score += candidate.ratingAverage / 5;
    if (candidate.ratingAverage >= 4) {
      reasons.push({ text: `Rated ${candidate.ratingAverage.toFixed(1)}/5 by ${candidate.ratingCount} member${candidate.ratingCount === 1 ? '' : 's'}`, weight: 0.5 });
    }
  }
  if (candidate.verified) {
    score += 0.25;
    reasons.push({ text: `Verified ${ROLE_LABELS[candidate.role]}`, weight: 0.1 });
  }
  if (!reasons.length) reasons.push({ text: `${ROLE_LABELS[candidate.role]} on HardwareHub`, weight: 0 });

  return {
    id: candidate.id,
    score: Math.round(score * 100) / 100,
    reasons: reasons.sort((a, b) => b.weight - a.weight).map((r) => r.text),
    matchedExpertise: [...matchedExpertise],
  };
}

/** The best `count` candidates, best first. */
export function rankPartners(viewer: MatchProfile, candidates: MatchProfile[], count: number): PartnerMatch[] {
  const byId = new Map(candidates.map((c) => [c.id, c]));
  return candidates
    .filter((candidate) => candidate.id !== viewer.id)
    .map((candidate) => scorePartner(viewer, candidate))
    .sort((a, b) => {
      if (b.score !== a.score) return b.score - a.score;
      const ratingA = byId.get(a.id)!.ratingAverage ?? 0;
      const ratingB = byId.get(b.id)!.ratingAverage ?? 0;
      return ratingB - ratingA || a.id - b.id;
    })
    .slice(0, count);
}
