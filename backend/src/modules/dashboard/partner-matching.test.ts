import { describe, expect, it } from 'vitest';
import { rankPartners, scorePartner, significantWords, termSimilarity, type MatchProfile } from './partner-matching.ts';

const profile = (id: number, overrides: Partial<MatchProfile> = {}): MatchProfile => ({
  id, role: 'entrepreneur', expertise: [], tags: [], projects: [], verified: false, ratingAverage: null, ratingCount: 0, ...overrides,
});

describe('term matching', () => {
  it('is case-insensitive and word-based, ignoring plurals and generic words', () => {
    expect(termSimilarity('PCB Design', 'pcb design')).toBe(1);
    expect(termSimilarity('IoT', 'IoT Devices')).toBe(1);
    expect(termSimilarity('Wearable', 'Wearables')).toBe(1);
    expect(termSimilarity('PCB Design', 'PCB Layout')).toBeGreaterThan(0.3);
    expect(termSimilarity('PCB Design', 'PCB Layout')).toBeLessThan(1);
    expect(termSimilarity('PCB Design', 'Industrial Design')).toBe(0);
    expect(termSimilarity('Robotics', 'Biotech')).toBe(0);
    expect(termSimilarity('Power Electronics', 'Consumer Electronics')).toBe(0);
    expect(termSimilarity('Consumer Electronics', 'consumer electronics')).toBe(1);
    expect(significantWords('AI/ML Systems')).toEqual(['ai', 'ml']);
  });
});

describe('partner ranking', () => {
  const founder = profile(1, { projects: [{ name: 'Patch', stage: 'prototype', tags: ['PCB Design', 'Wearable'] }] });

  it('puts expertise and role fit above an unrelated, well-rated user', () => {
    const pcbMaker = profile(2, { role: 'manufacturer', expertise: ['PCB Design'] });
    const unrelated = profile(3, { role: 'investor', expertise: ['Biotech'], ratingAverage: 5, ratingCount: 12, verified: true });
    const designer = profile(4, { role: 'designer', expertise: ['Wearables'] });
    const ranked = rankPartners(founder, [unrelated, designer, pcbMaker, founder], 3);
    expect(ranked.map((m) => m.id)).toEqual([2, 4, 3]);
    expect(ranked[0]!.reasons[0]).toBe('Expertise in PCB Design, matching Patch');
    expect(ranked[0]!.matchedExpertise).toEqual(['PCB Design']);
  });

  it('weighs shared expertise by how complementary the roles are', () => {
    const maker = profile(10, { role: 'manufacturer', expertise: ['Robotics'] });
    const client = profile(11, { role: 'entrepreneur', expertise: ['Robotics'] });
    const designer = profile(12, { role: 'designer', expertise: ['Robotics'] });
    const competitor = profile(13, { role: 'manufacturer', expertise: ['Robotics'] });
    expect(rankPartners(maker, [competitor, designer, client], 3).map((m) => m.id)).toEqual([11, 12, 13]);
    const founder2 = profile(14, { expertise: ['Robotics'] });
    expect(rankPartners(founder2, [client, designer], 2).map((m) => m.id)).toEqual([12, 11]);
  });

  it('never returns the viewer', () => {
    expect(rankPartners(founder, [founder], 3)).toEqual([]);
  });

  it('fits roles to the stage both ways', () => {
    const concept = profile(1, { projects: [{ name: 'Idea', stage: 'concept', tags: [] }] });
    expect(scorePartner(concept, profile(2, { role: 'attorney' })).reasons[0]).toBe('IP Attorney for your Concept / Idea stage project Idea');
    expect(scorePartner(concept, profile(3, { role: 'manufacturer' })).score).toBe(0);
    const maker = profile(5, { role: 'manufacturer' });
    const scaling = profile(6, { projects: [{ name: 'Arm', stage: 'scaling', tags: [] }] });
    expect(scorePartner(maker, scaling).reasons[0]).toBe('Arm (Scaling / Manufacturing) needs a Manufacturer');
  });

  it('gives a plain reason when nothing matches, and breaks ties by rating then age', () => {
    const a = profile(7, { role: 'supplier' });
    const b = profile(8, { role: 'supplier', ratingAverage: 2, ratingCount: 1 });
    expect(scorePartner(profile(1), a).reasons).toEqual(['Supplier on HardwareHub']);
    expect(rankPartners(profile(1), [a, b], 2).map((m) => m.id)).toEqual([8, 7]);
  });
});
