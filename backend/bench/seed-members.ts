/**
 * The partner-search world of the benchmarks (search-bench, the bench suite, the 1M-member run): members
 * with a realistic spread of roles, locations across the regions, expertise and ratings, inserted in
 * batches straight into the tables (the bulk path, not the API) and filed in the partner index. The
 * same seed gives the same world on every engine. Every member's password is BENCH_PASSWORD.
 */
import type { Knex } from 'knex';
import type { Role } from '#shared/constants/roles.ts';
import { EXPERTISE_OPTIONS } from '#shared/schemas/profile-schemas.ts';
import { RATING_VALUES } from '#shared/constants/ratings.ts';
import { prng } from './bench-support.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import { insertChunked, rebuildPartnerIndex } from '../src/modules/users/index.ts';

export const BENCH_PASSWORD = 'Bench#Password2026';
/** Member 1, a Pro entrepreneur in San Francisco, signs in first. */
export const BENCH_EMAIL = 'bench.founder@bench.hardwarehub.dev';
export const memberEmail = (id: number) => (id === 1 ? BENCH_EMAIL : `member${id}@bench.hardwarehub.dev`);

let random = prng(20261122);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const weighted = <T>(entries: Array<[T, number]>) => {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let roll = random() * total;
  for (const [value, weight] of entries) if ((roll -= weight) < 0) return value;
  return entries[entries.length - 1]![0];
};

const ROLE_WEIGHTS: Array<[Role, number]> = [
  ['entrepreneur', 34], ['manufacturer', 16], ['supplier', 15], ['designer', 13], ['investor', 11], ['attorney', 10], ['admin', 0.1],
];
const LOCATIONS: Array<[string, number]> = [
  ['San Francisco, USA', 6], ['New York, USA', 5], ['Austin, TX', 2], ['Boston, USA', 2], ['Seattle, USA', 2], ['Chicago, USA', 2],
  ['94107 San Francisco, USA', 1], ['10001 New York, USA', 1], ['Palo Alto, California', 1],
  ['London, UK', 6], ['Berlin, Germany', 5], ['Munich, Germany', 2], ['Paris, France', 3], ['Amsterdam, Netherlands', 2],
  ['Eindhoven, Netherlands', 1], ['Milan, Italy', 2], ['10115 Berlin, Germany', 1], ['Stockholm, Sweden', 1], ['Warsaw, Poland', 1],
  ['Tokyo, Japan', 5], ['Singapore', 4], ['Shenzhen, China', 6], ['Shanghai, China', 3], ['Taipei, Taiwan', 4], ['Seoul, South Korea', 3],
  ['Bangalore, India', 3], ['Hsinchu, Taiwan', 1], ['Osaka, Japan', 1], ['Dongguan, China', 2],
  ['Toronto, Canada', 1], ['São Paulo, Brazil', 1], ['Sydney, Australia', 1], ['Mexico City, Mexico', 1], ['', 2],
];
const OTHER_EXPERTISE = [
  'Injection Molding', 'CNC Machining', 'Firmware', 'Industrial Design', 'Patents', 'Supply Chain', 'Wearables', 'Sensors',
  'Battery Systems', 'RF Design', 'Sheet Metal', 'Certification', 'Venture Capital', 'Hardware Startups', 'Product Design', 'DFM',
];
const FIRST = [
  'Maya', 'Liam', 'Sofia', 'Wei', 'Hana', 'Carlos', 'Mei', 'Rachel', 'James', 'Ava', 'Lucas', 'Noah', 'Elena', 'Priya', 'Omar', 'Yuki',
  'Lena', 'Mateo', 'Chloé', 'Arjun', 'Ines', 'Kenji', 'Zoe', 'Felix', 'Amara', 'Jonas', 'Lucía', 'Ravi', 'Sara', 'Tomás', 'Min-jun', 'Ji-woo',
  'Björn', 'Aisha', 'Diego', 'Nora', 'Hugo', 'Leila', 'Ethan', 'Mila', 'Chen', 'Anya', 'Pavel', 'Grace', 'Malik', 'Freya', 'Kai', 'Rosa',
];
const LAST = [
  'Chen', 'Okafor', 'Martins', 'Zhang', 'Sato', 'Rivera', 'Lin', 'Goldberg', 'Whitfield', 'Thompson', 'Becker', 'Kim', 'Rossi', 'Nair',
  'Haddad', 'Tanaka', 'Müller', 'García', 'Dubois', 'Sharma', 'Silva', 'Watanabe', 'Novak', 'Schmidt', 'Mensah', 'Larsen', 'López', 'Patel',
  'Cohen', 'Fernandes', 'Park', 'Lee', 'Andersson', 'Khan', 'Morales', 'Berg', 'Laurent', 'Rahimi', 'Walker', 'Kowalski', 'Wu', 'Ivanova',
];
const COMPANY_SUFFIX: Record<Role, string[]> = {
  entrepreneur: ['Labs', 'Robotics', 'Devices', 'Technologies', 'Systems'],
  manufacturer: ['Manufacturing', 'Precision Electronics', 'Injection Works', 'Assembly Co.', 'Industries'],
  supplier: ['Components', 'Supply', 'Distribution', 'Parts', 'Sourcing'],
  attorney: ['IP Law', '& Partners', 'Patent Attorneys', 'Legal'],
  investor: ['Ventures', 'Capital', 'Partners Fund', 'Angels'],
  designer: ['Design Studio', 'Industrial Design', 'Form Studio', 'Product Design'],
  admin: ['HardwareHub'],
};
const BIO: Record<Role, string[]> = {
  entrepreneur: [
    'Building {e1} products from {city}. Prototype done, looking for partners in {e2} for a pilot run.',
    'Founder working on a connected device for clinics. Need help with {e1} and {e2}.',
  ],
  manufacturer: [
    'Contract manufacturer in {city} specialising in {e1} and {e2}, from prototype runs to mass production.',
    'Turnkey electronics manufacturing: {e1}, box build and {e2}. ISO 9001 certified lines.',
  ],
  supplier: ['Authorised distributor for microcontrollers, sensors and power modules. Strong in {e1} and {e2}.', 'Sourcing partner in {city} for {e1} components with same-week delivery.'],
  attorney: ['Patent attorney for hardware start-ups: freedom-to-operate, utility patents and licensing in {e1}.', 'IP counsel focused on {e1} and {e2} inventions.'],
  investor: ['Seed investor in hardware and deep tech, especially {e1} and {e2}.', 'Angel syndicate in {city} backing {e1} teams.'],
  designer: ['Industrial designer and DFM consultant: enclosures, CMF and {e1}.', 'Electronics designer in {city}: {e1} and {e2} for wearables.'],
  admin: ['HardwareHub operations.'],
};

function expertiseFor(): string[] {
  const count = weighted([[1, 2], [2, 4], [3, 4], [4, 2], [5, 1]]);
  const items = new Set<string>();
  while (items.size < count) items.add(random() < 0.65 ? pick(EXPERTISE_OPTIONS) : pick(OTHER_EXPERTISE));
  return [...items];
}

/**
 * Members 1..`users` (with their ratings), then the partner index. Members are generated and written
 * `batch` at a time, so a million of them never sit in memory at once; ratings are drawn when their
 * target is made (raters among the members before it), so each member's average is known before it is written.
 */
export async function seedMembers(knex: Knex, options: { users: number; batch?: number; log?: (line: string) => void }): Promise<void> {
  const { users: USERS, batch = 5000 } = options;
  random = prng(20261122);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const now = Date.now();
  const mysql = knex.client.config.client === 'mysql2';
  const started = performance.now();
  await knex.transaction(async (trx) => {
    let users: Array<Record<string, unknown>> = [];
    let ratings: Array<Record<string, unknown>> = [];
    const flush = async () => {
      await insertChunked(trx, 'users', users, 500);
      await insertChunked(trx, 'ratings', ratings, 1000);
      users = [];
      ratings = [];
    };
    for (let i = 1; i <= USERS; i++) {
      const role = i === 1 ? 'entrepreneur' : weighted(ROLE_WEIGHTS);
      const first = pick(FIRST);
      const last = pick(LAST);
      const location = i === 1 ? 'San Francisco, USA' : weighted(LOCATIONS);
      const expertise = role === 'admin' ? [] : expertiseFor();
      const city = location.replace(/^\d+\s+/, '').split(',')[0] || 'Earth';
      const bio = random() < 0.08 ? null : pick(BIO[role]).replace('{e1}', expertise[0] ?? 'hardware').replace('{e2}', expertise[1] ?? 'prototyping').replace('{city}', city);
      const professional = ['manufacturer', 'supplier', 'attorney', 'investor'].includes(role);
      const created = new Date(now - Math.floor(random() * 900) * 86_400_000 - i * 1000);
      // About 45% of members have been rated, most a few times, some a lot.
      const rated = role !== 'admin' && i > 1 && random() < 0.45;
      const count = rated ? Math.min(i - 1, weighted([[1, 5], [2, 4], [3, 3], [5, 3], [8, 2], [15, 1], [30, 0.5]])) : 0;
      let sum = 0;
      if (count) {
        const mean = 2.6 + random() * 2.4;
        const raters = new Set<number>();
        while (raters.size < count) {
          // Raters among the members already made, so every rating's foreign keys exist when it is written.
          raters.add(1 + Math.floor(random() * (i - 1)));
        }
        for (const rater of raters) {
          const score = Math.max(1, Math.min(5, Math.round(mean + (random() - 0.5) * 2)));
          sum += score;
          const at = new Date(now - Math.floor(random() * 300) * 86_400_000);
          ratings.push({ userId: rater, targetId: i, targetType: 'user', ratingValue: RATING_VALUES[5 - score], score, comment: null, createdAt: at, updatedAt: at });
        }
      }
      users.push({
        id: i,
        username: i === 1 ? 'bench_founder' : `${first}_${last}_${i}`.toLowerCase().normalize('NFKD').replace(/[^a-z0-9_]/g, ''),
        email: memberEmail(i),
        passwordHash,
        role,
        fullName: `${first} ${last}`,
        companyName: role === 'entrepreneur' && random() < 0.3 ? null : `${last} ${pick(COMPANY_SUFFIX[role])}`,
        location: location || null,
        bio,
        expertise: JSON.stringify(expertise),
        tags: JSON.stringify([]),
        linkedinProfile: professional ? `https://www.linkedin.com/in/member-${i}` : null,
        verificationCredential: professional ? 'ISO 9001 certification' : null,
        verificationStatus: professional ? 'verified' : 'pending',
        subscriptionPlan: i === 1 ? 'pro' : weighted([['free', 80], ['basic', 15], ['pro', 5]]),
        emailVerified: true,
        dataConsent: true,
        privacyPolicyAccepted: true,
        termsAccepted: true,
        deactivatedAt: i > 1 && random() < 0.02 ? created : null,
        ratingAverage: count ? sum / count : null,
        ratingCount: count,
        createdAt: created,
        updatedAt: created,
      });
      if (users.length >= batch) {
        await flush();
        if (i % 100_000 === 0) options.log?.(`${i.toLocaleString('en-US')} members written (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      }
    }
    await flush();
    await rebuildPartnerIndex(trx, 5000);
  });
  if (mysql) await knex.raw('ANALYZE TABLE users, ratings, partner_search, partner_search_terms');
  else await knex.raw('ANALYZE');
}
