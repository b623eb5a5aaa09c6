import type { Knex } from 'knex';
import type { Role } from '#shared/constants/roles.ts';
import { DEFAULT_DATA_PROCESSING_PREFERENCES } from '#shared/schemas/user-schemas.ts';
import { hashPassword } from '../../modules/auth/index.ts';
import { User } from '../models/user-model.ts';
import { Project } from '../models/project-model.ts';
import { Connection } from '../models/connection-model.ts';
import { Message } from '../models/message-model.ts';
import { rebuildProductIndex } from '../../modules/products/index.ts';
import type { ImageStorage } from '../../modules/uploads/index.ts';
import { ModelGeometryReader, seedFile, type FileStorage } from '../../modules/files/index.ts';
import { DEMO_PROJECT_FILES, demoProjectFiles, type DemoFile, type DemoProjectFiles } from './demo-engineering-files.ts';
import { DEMO_LISTINGS, type DemoListing } from './demo-product-catalogue.ts';
import { storeDemoProductImages } from './demo-product-images.ts';
import { seedSupplierProfiles } from './demo-supplier-profiles.ts';
import { seedDemoSourcing } from './demo-sourcing.ts';
import { Product } from '../models/product-model.ts';
import { Rating } from '../models/rating-model.ts';
import { rebuildPartnerIndex, refreshPartnerRating } from '../../modules/users/index.ts';
import { planFor } from '#shared/constants/plans.ts';
import { Payment } from '../models/payment-model.ts';
import { Subscription } from '../models/subscription-model.ts';

/** Every demo account signs in with this password (it meets the sign-up rules). */
export const DEMO_PASSWORD = 'HardwareHub#2026';

interface DemoUser {
  username: string;
  fullName: string;
  /** Never admin: every demo account shares a published password (admins are made with their own, on purpose). */
  role: Exclude<Role, 'admin'>;
  companyName: string;
  location: string;
  bio: string;
  expertise: string[];
  credential?: string;
  /** Signed up recently: the credential waits in the admin console's verification queue. */
  awaitingReview?: boolean;
  plan?: 'free' | 'basic' | 'pro';
}

const DEMO_USERS: DemoUser[] = [
  { username: 'maya.chen', fullName: 'Maya Chen', role: 'entrepreneur', companyName: 'Pulsewear Labs', location: 'San Francisco, USA', bio: 'Building a clinical-grade wearable ECG patch. Looking for PCB and medical-device manufacturing partners.', expertise: ['Wearables', 'Medical Devices', 'IoT Devices'], plan: 'basic' },
  { username: 'liam.okafor', fullName: 'Liam Okafor', role: 'entrepreneur', companyName: 'Hydroloop', location: 'London, UK', bio: 'Smart irrigation controllers for urban farms. Prototype done, preparing a 5k-unit pilot run.', expertise: ['IoT Devices', 'Power Electronics', 'Embedded Systems'] },
  { username: 'sofia.martins', fullName: 'Sofia Martins', role: 'entrepreneur', companyName: 'Nimbus Robotics', location: 'Berlin, Germany', bio: 'Warehouse picking robots for small e-commerce fulfilment centres.', expertise: ['Robotics', 'Embedded Systems'], plan: 'pro' },
  { username: 'wei.zhang', fullName: 'Wei Zhang', role: 'manufacturer', companyName: 'Shenzhen Precision Electronics', location: 'Shenzhen, China', bio: 'Turnkey PCB assembly and box build, 40 SMT lines, medical and automotive certified.', expertise: ['PCB Design', 'Mass Production', 'Quality Control', 'Consumer Electronics'], credential: 'ISO 9001:2015 and ISO 13485 certified' },
  { username: 'hana.sato', fullName: 'Hana Sato', role: 'manufacturer', companyName: 'Sato Injection Works', location: 'Tokyo, Japan', bio: 'Injection moulding and precision enclosures from prototype tooling to 1M units.', expertise: ['Mass Production', 'Prototyping', 'Quality Control'], credential: 'ISO 9001 certification #JP-44821' },
  { username: 'carlos.rivera', fullName: 'Carlos Rivera', role: 'supplier', companyName: 'Rivera Components', location: 'New York, USA', bio: 'Authorised distributor for MCUs, sensors and power modules with same-week delivery.', expertise: ['Power Electronics', 'Embedded Systems', 'IoT Devices'], credential: 'Tax ID 84-2219931' },
  { username: 'mei.lin', fullName: 'Mei Lin', role: 'supplier', companyName: 'Taipei Sensor Supply', location: 'Taipei, Taiwan', bio: 'MEMS sensors, displays and connectors sourced directly from Taiwanese fabs.', expertise: ['Consumer Electronics', 'IoT Devices'], credential: 'Business license 53118842', awaitingReview: true },
  { username: 'rachel.goldberg', fullName: 'Rachel Goldberg', role: 'attorney', companyName: 'Goldberg IP Law', location: 'New York, USA', bio: 'Patent attorney for hardware start-ups: freedom-to-operate, utility patents, licensing.', expertise: ['Medical Devices', 'Consumer Electronics'], credential: 'NY-BAR-5521873' },
  { username: 'james.whitfield', fullName: 'James Whitfield', role: 'attorney', companyName: 'Whitfield & Partners', location: 'London, UK', bio: 'European patent attorney specialising in robotics and embedded software.', expertise: ['Robotics', 'Embedded Systems'], credential: 'EPA 202113' },
  { username: 'ava.thompson', fullName: 'Ava Thompson', role: 'investor', companyName: 'Forge Ventures', location: 'San Francisco, USA', bio: 'Seed investor in hardware and deep tech. Cheques from $250k to $1.5M.', expertise: ['Robotics', 'Medical Devices', 'IoT Devices'], credential: 'Forge Ventures Fund II, SEC registered' },
  { username: 'lucas.becker', fullName: 'Lucas Becker', role: 'investor', companyName: 'Rheinland Capital', location: 'Berlin, Germany', bio: 'Angel syndicate backing European industrial hardware teams.', expertise: ['Power Electronics', 'Mass Production'], credential: 'Accredited investor, Rheinland Capital', awaitingReview: true },
  { username: 'noah.kim', fullName: 'Noah Kim', role: 'designer', companyName: 'Form & Circuit Studio', location: 'Singapore', bio: 'Industrial designer and DFM consultant: enclosures, CMF and user research.', expertise: ['Prototyping', 'Consumer Electronics'] },
  { username: 'elena.rossi', fullName: 'Elena Rossi', role: 'designer', companyName: 'Rossi Design', location: 'Berlin, Germany', bio: 'Electronics designer: low-power PCB layout and embedded firmware for wearables.', expertise: ['PCB Design', 'Embedded Systems', 'Wearables'] },
];

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 3600 * 1000).toISOString();

export type DemoLogin = { email: string; role: Role; fullName: string };

/** The lines `npm start` and `npm run seed` print: these are demo accounts, not real ones. */
export function demoLoginLines(logins: DemoLogin[]): string[] {
  return [
    '',
    `Demo data created: ${logins.length} DEMO accounts for trying HardwareHub out (no admins). They all use the published`,
    `password ${DEMO_PASSWORD}, so never create them on a server others can reach (SEED_DEMO_DATA=false).`,
    ...logins.map((login) => `  ${login.role.padEnd(13)} ${login.email.padEnd(42)} ${login.fullName}`),
    '',
  ];
}

/** Fills an empty database with a small believable world; returns the demo logins. */
export interface SeedOptions {
  /** Where the listings' generated pictures go; without it the demo listings have none. */
  imageStorage?: ImageStorage;
  /** Where the demo projects' engineering files go (the files module's storage); without it the projects have none. */
  fileStorage?: FileStorage;
}

export async function seedDemoData(knex: Knex, options: SeedOptions = {}): Promise<DemoLogin[]> {
  // Drawn before the transaction (a PDF and a workbook a project), so it stays short.
  const [passwordHash, engineeringFiles] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    options.fileStorage ? Promise.all(DEMO_PROJECT_FILES.map(async (spec) => ({ spec, files: await demoProjectFiles(spec) }))) : [],
  ]);
  return knex.transaction(async (trx) => {
    const users: Record<string, User> = {};
    for (const [index, demo] of DEMO_USERS.entries()) {
      const joined = daysAgo(120 - index * 7);
      users[demo.username] = await User.query(trx).insertAndFetch({
        username: demo.username,
        email: `${demo.username}@demo.hardwarehub.dev`,
        passwordHash,
        role: demo.role,
        fullName: demo.fullName,
        companyName: demo.companyName,
        location: demo.location,
        bio: demo.bio,
        expertise: demo.expertise,
        tags: [],
        linkedinProfile: `https://www.linkedin.com/in/${demo.username.replace('.', '-')}`,
        companyWebsite: `https://${demo.companyName.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example.com`,
        verificationCredential: demo.credential ?? null,
        verificationStatus: demo.credential && !demo.awaitingReview ? 'verified' : 'pending',
        verificationSubmittedAt: demo.credential ? (demo.awaitingReview ? daysAgo(1, index) : joined) : null,
        verificationReviewedAt: demo.credential && !demo.awaitingReview ? joined : null,
        subscriptionPlan: demo.plan ?? 'free',
        subscriptionStatus: demo.plan && demo.plan !== 'free' ? 'active' : 'inactive',
        subscriptionRenewal: demo.plan && demo.plan !== 'free' ? new Date(Date.now() + 18 * DAY).toISOString() : null,
        emailVerified: true,
        dataConsent: true,
        privacyPolicyAccepted: true,
        termsAccepted: true,
        cookieConsent: true,
        marketingConsent: index % 3 === 0,
        dataProcessingPreferences: DEFAULT_DATA_PROCESSING_PREFERENCES,
        gdprRequestHistory: [],
        lastPrivacyNoticeVersion: '2025-04-07',
        lastPrivacyNoticeAcceptedAt: joined,
        profileImage: null,
        createdAt: joined,
        updatedAt: joined,
      });
    }
    const u = (name: string) => users[name]!.id;

    // Demo members on a paid plan hold it as a monthly test-mode subscription, 12 days into its period,
    // with that period's payment in their history (receipt already sent: demo data mails nobody).
    for (const demo of DEMO_USERS) {
      const user = users[demo.username]!;
      const plan = demo.plan && demo.plan !== 'free' ? planFor(demo.role, demo.plan) : undefined;
      if (!plan || !user.subscriptionRenewal) continue;
      const periodEnd = user.subscriptionRenewal;
      const periodStart = new Date(Date.parse(periodEnd) - 30 * DAY).toISOString();
      await Subscription.query(trx).insert({
        userId: user.id, provider: 'simulated', providerSubscriptionId: null, planId: plan.id, tier: plan.tier as Subscription['tier'], billingInterval: 'monthly',
        priceCents: plan.price.monthly * 100, status: 'active', trialEnd: null, currentPeriodStart: periodStart, currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false, graceUntil: null, endedAt: null, simulatedCard: null,
      });
      await Payment.query(trx).insert({
        userId: user.id, provider: 'simulated', kind: 'subscription', providerReference: `sim_demo_${user.id}`, productCode: plan.id, billingInterval: 'monthly',
        quantity: 1, amountCents: plan.price.monthly * 100, currency: 'USD', status: 'succeeded', metadata: { renewal: true }, receiptSentAt: periodStart,
        createdAt: periodStart, updatedAt: periodStart,
      });
    }

    const projectRows = [
      { owner: 'maya.chen', name: 'CardioPatch ECG Wearable', status: 'active', stage: 'prototype', budget: '$150,000 - $250,000', timeline: '9 months', tags: ['Wearable', 'Medical', 'PCB Design', 'Bluetooth'], description: 'A 7-day single-lead ECG patch with on-device arrhythmia detection and BLE sync to a companion app.', requirements: 'ISO 13485 contract manufacturer, flexible PCB assembly, biocompatible adhesive sourcing.', updated: 2 },
      { owner: 'maya.chen', name: 'Smart Insole Gait Sensor', status: 'draft', stage: 'concept', budget: '$40,000', timeline: '6 months', tags: ['Wearable', 'Sensors'], description: 'Pressure-sensing insole for physiotherapy clinics to track gait recovery after surgery.', requirements: 'Thin-film pressure sensors, low-power MCU firmware.', updated: 5 },
      { owner: 'maya.chen', name: 'Clinic Vitals Hub', status: 'completed', stage: 'production', budget: '$80,000', timeline: 'Done', tags: ['IoT', 'Medical'], description: 'Bedside hub aggregating vitals from wearables into the clinic dashboard.', requirements: 'FCC certification support.', updated: 40 },
      { owner: 'liam.okafor', name: 'Hydroloop Controller v2', status: 'active', stage: 'mvp', budget: '$60,000 - $90,000', timeline: '4 months', tags: ['IoT', 'Smart Home', 'Power Electronics'], description: 'Solar-powered irrigation controller with soil-moisture mesh network and LoRaWAN uplink.', requirements: 'IP67 enclosure, 5k unit pilot run, LoRa module supplier.', updated: 1 },
      { owner: 'liam.okafor', name: 'Rain Sensor Add-on', status: 'cancelled', stage: 'design', budget: '$15,000', timeline: '3 months', tags: ['Sensors'], description: 'Optical rain sensor accessory; cancelled in favour of weather API integration.', requirements: null, updated: 25 },
      { owner: 'sofia.martins', name: 'Nimbus Picker Arm', status: 'active', stage: 'scaling', budget: '$500,000+', timeline: '12 months', tags: ['Robotics', 'AI/ML', 'Automation'], description: 'Six-axis picking arm with suction gripper and vision model for mixed-SKU bins.', requirements: 'Machined aluminium parts, servo supplier, EU patent review.', updated: 3 },
      { owner: 'sofia.martins', name: 'Conveyor Vision Kit', status: 'draft', stage: 'design', budget: '$70,000', timeline: '5 months', tags: ['Robotics', 'Computer Vision'], description: 'Retrofit camera kit that counts and checks parcels on existing conveyors.', requirements: 'Industrial camera sourcing.', updated: 8 },
    ];
    const projects: Record<string, Project> = {};
    for (const p of projectRows) {
      projects[p.name] = await Project.query(trx).insertAndFetch({
        userId: u(p.owner), name: p.name, description: p.description, status: p.status as Project['status'], stage: p.stage,
        budget: p.budget, timeline: p.timeline, tags: p.tags, requirements: p.requirements,
        createdAt: daysAgo(p.updated + 20), updatedAt: daysAgo(p.updated),
      });
    }
    // Stored while the listings' pictures are drawn below (OpenCascade reads the STEP model in its own thread); awaited before the commit.
    const filesSeeded = options.fileStorage ? seedEngineeringFiles(trx, options.fileStorage, projects, engineeringFiles) : Promise.resolve();
    filesSeeded.catch(() => undefined);

    const connectionRows = [
      { from: 'maya.chen', to: 'wei.zhang', project: 'CardioPatch ECG Wearable', status: 'accepted', message: 'Hi Wei, we are looking for an ISO 13485 partner for a flexible ECG patch. Could we talk about a 2k-unit pilot?', days: 18 },
      { from: 'maya.chen', to: 'rachel.goldberg', project: 'CardioPatch ECG Wearable', status: 'accepted', message: 'Hello Rachel, we need a freedom-to-operate review for our arrhythmia detection algorithm.', days: 15 },
      { from: 'maya.chen', to: 'ava.thompson', project: null, status: 'pending', message: 'Hi Ava, CardioPatch is raising a seed round. Would you be open to a short intro call?', days: 1 },
      { from: 'liam.okafor', to: 'carlos.rivera', project: 'Hydroloop Controller v2', status: 'accepted', message: 'Hi Carlos, we need LoRa modules and solar charge controllers for 5k units.', days: 12 },
      { from: 'liam.okafor', to: 'hana.sato', project: 'Hydroloop Controller v2', status: 'rejected', message: 'Hello Hana, could you quote an IP67 enclosure?', days: 10 },
      { from: 'sofia.martins', to: 'james.whitfield', project: 'Nimbus Picker Arm', status: 'accepted', message: 'Hi James, we would like an EU patent landscape for our gripper.', days: 9 },
      { from: 'noah.kim', to: 'sofia.martins', project: null, status: 'pending', message: 'Hi Sofia, I design enclosures for robotics teams and would love to help with the picker arm.', days: 2 },
      { from: 'elena.rossi', to: 'maya.chen', project: null, status: 'pending', message: 'Hi Maya, I specialise in low-power wearable PCB layout. Happy to review your patch design.', days: 0 },
      { from: 'lucas.becker', to: 'liam.okafor', project: null, status: 'accepted', message: 'Hi Liam, Rheinland Capital is interested in agritech hardware. Can we chat?', days: 7 },
      { from: 'mei.lin', to: 'wei.zhang', project: null, status: 'rejected', message: 'Hello Wei, we can supply MEMS accelerometers at volume pricing.', days: 20 },
    ];
    const connections: Connection[] = [];
    for (const c of connectionRows) {
      const connection = await Connection.query(trx).insertAndFetch({
        requesterId: u(c.from), recipientId: u(c.to), projectId: c.project ? projects[c.project]!.id : null,
        status: c.status as Connection['status'], message: c.message, createdAt: daysAgo(c.days), updatedAt: daysAgo(c.days),
      });
      // As the connection service does: the request's text opens the thread.
      await Message.query(trx).insert({
        senderId: connection.requesterId, recipientId: connection.recipientId, connectionId: connection.id,
        content: c.message, read: c.status !== 'pending', createdAt: daysAgo(c.days),
      });
      connections.push(connection);
    }

    // A line may carry a demo project's files (its model, first drawing and BOM), sent as attachments.
    const threads: Array<{ connection: number; lines: Array<[string, string, number, number, string?]> }> = [
      { connection: 0, lines: [
        ['wei.zhang', 'Hi Maya, thanks for reaching out. We build flexible PCBs for two medical clients today.', 17, 3],
        ['maya.chen', 'Great! Our stack is a 2-layer flex with an nRF52840. Can you share DFM guidelines?', 17, 1],
        ['maya.chen', 'Attached: the carrier plate model, its drawing and the BOM, to check against your DFM rules.', 16, 4, 'CardioPatch ECG Wearable'],
        ['wei.zhang', 'Sent them over email. For 2k units we would suggest a panelised layout, quote by Friday.', 3, 5],
        ['maya.chen', 'Perfect, we will update the Gerbers this week.', 0, 2],
      ] },
      { connection: 1, lines: [
        ['rachel.goldberg', 'Happy to help. Please send the claims of the two closest patents you found.', 14, 2],
        ['maya.chen', 'Uploaded to the shared folder. Thank you!', 13, 6],
      ] },
      { connection: 3, lines: [
        ['carlos.rivera', 'We have 6k RAK3172 modules in stock, lead time 1 week.', 11, 4],
        ['liam.okafor', 'Excellent, please reserve 5.2k and send a pro-forma invoice.', 11, 1],
      ] },
      { connection: 5, lines: [
        ['james.whitfield', 'Initial search done: three families worth a closer look. Call on Thursday?', 6, 3],
        ['sofia.martins', 'Thursday 10:00 CET works.', 5, 8],
      ] },
    ];
    const sentFiles: SentDemoFiles[] = [];
    for (const thread of threads) {
      const connection = connections[thread.connection]!;
      for (const [sender, content, days, hours, filesOf] of thread.lines) {
        const senderId = u(sender);
        const recipientId = senderId === connection.requesterId ? connection.recipientId : connection.requesterId;
        const message = await Message.query(trx).insert({ senderId, recipientId, connectionId: connection.id, content, read: days > 1, createdAt: daysAgo(days, hours) });
        if (filesOf) sentFiles.push({ project: filesOf, senderId, connectionId: connection.id, messageId: message.id, createdAt: daysAgo(days, hours) });
      }
    }
    if (options.fileStorage) await seedSentFiles(trx, options.fileStorage, sentFiles, engineeringFiles);

    const productRows = [
      { seller: 'carlos.rivera', name: 'nRF52840 BLE Module (10-pack)', category: 'electronic_components', condition: 'new', price: '89.50', quantity: 120, description: 'Pre-certified Bluetooth 5.3 modules with chip antenna, FCC/CE/IC approved.', industries: ['Wearables', 'IoT', 'Medical'], tags: ['BLE', 'Nordic'] },
      { seller: 'carlos.rivera', name: '12V 5A Solar Charge Controller', category: 'power_supply', condition: 'new', price: '24.00', quantity: 300, description: 'MPPT charge controller for LiFePO4 packs with load output and temperature sensing.', industries: ['IoT', 'Industrial'], tags: ['Solar', 'MPPT'] },
      { seller: 'mei.lin', name: 'BMI270 6-Axis IMU Breakout', category: 'sensors', condition: 'new', price: '14.90', quantity: 500, description: 'Ultra-low-power IMU breakout with step counter and gesture detection.', industries: ['Wearables', 'Consumer Electronics'], tags: ['IMU', 'Bosch'] },
      { seller: 'mei.lin', name: '2.9" E-Paper Display Panel', category: 'displays', condition: 'like_new', price: '19.00', quantity: 40, description: 'Tri-colour e-paper panel with SPI driver board, ideal for shelf labels.', industries: ['Smart Home', 'Consumer Electronics'], tags: ['E-Paper'] },
      { seller: 'hana.sato', name: 'IP67 ABS Enclosure 120x80x40', category: 'enclosures', condition: 'new', price: '6.75', quantity: 2000, description: 'Injection-moulded weatherproof enclosure with gasket and brass inserts.', industries: ['IoT', 'Industrial'], tags: ['IP67'] },
      { seller: 'wei.zhang', name: 'STM32 Development Kit (used)', category: 'development_kits', condition: 'good', price: '35.00', quantity: 3, description: 'Nucleo-H743 boards used for two weeks of prototyping, all tested.', industries: ['Robotics', 'Industrial'], tags: ['STM32'], used: true },
      { seller: 'wei.zhang', name: 'Refurbished Reflow Oven T-962', category: 'tools', condition: 'refurbished', price: '420.00', quantity: 1, description: 'Benchtop reflow oven with upgraded controller firmware and thermocouple.', industries: ['Consumer Electronics'], tags: ['Reflow', 'SMT'], used: true },
      { seller: 'noah.kim', name: 'Rapid Prototyping PLA Kit', category: 'prototyping', condition: 'new', price: '49.00', quantity: 25, description: 'Five 1 kg PLA spools in engineering colours plus a calibration cube set.', industries: ['Consumer Electronics', 'Robotics'], tags: ['3D Printing'] },
    ];
    // The first listings (rated below), then the marketplace's catalogue (demo-product-catalogue.ts).
    const listings: DemoListing[] = [
      ...productRows.map((p) => ({
        ...p, isUsed: Boolean(p.used), shippingOptions: ['Standard Shipping', 'Express Shipping'],
        specifications: { 'Lead time': '1-2 weeks', Warranty: p.used ? '30 days' : '12 months' },
      } as DemoListing)),
      ...DEMO_LISTINGS,
    ];
    // Pictures are drawn a few at a time (sharp works on a thread pool), before the rows that name them.
    const images: string[][] = [];
    for (let i = 0; i < listings.length; i += 4) {
      images.push(...(await Promise.all(listings.slice(i, i + 4).map((listing) => (options.imageStorage ? storeDemoProductImages(options.imageStorage, listing) : [])))));
    }
    const products: Product[] = [];
    for (const [index, p] of listings.entries()) {
      // Spread over the last 90 days in a mixed order (the catalogue is grouped by category), the rated first listings the oldest.
      const listed = index < productRows.length ? daysAgo(90 - index) : daysAgo(1 + ((index * 53) % 80), index % 24);
      products.push(await Product.query(trx).insertAndFetch({
        sellerId: u(p.seller), name: p.name, description: p.description, price: p.price, category: p.category, condition: p.condition,
        location: users[p.seller]!.location, brand: p.brand ?? null, model: p.model ?? null, serialNumber: p.serialNumber ?? null,
        manufactureDate: p.manufactureDate ?? null, quantity: p.quantity, isUsed: Boolean(p.isUsed), isAvailable: true,
        isFeatured: index === 0 || index === listings.length - 3,
        images: images[index] ?? [], tags: p.tags, industries: p.industries, shippingOptions: p.shippingOptions, specifications: p.specifications,
        createdAt: listed, updatedAt: listed,
      }));
    }

    const scores = { excellent: 5, good: 4, neutral: 3, poor: 2, terrible: 1 } as const;
    const ratingRows: Array<[string, 'user' | 'product', number, keyof typeof scores, string]> = [
      ['maya.chen', 'user', u('wei.zhang'), 'excellent', 'Fast DFM feedback and clear quotes.'],
      ['wei.zhang', 'user', u('maya.chen'), 'good', 'Well-prepared design files.'],
      ['maya.chen', 'user', u('rachel.goldberg'), 'excellent', 'Thorough and practical IP advice.'],
      ['liam.okafor', 'user', u('carlos.rivera'), 'good', 'Reliable stock and delivery.'],
      ['sofia.martins', 'user', u('james.whitfield'), 'excellent', 'Great patent landscape report.'],
      ['liam.okafor', 'user', u('lucas.becker'), 'neutral', 'Helpful call, slow follow-up.'],
      // Product reviews come from members who have talked with the seller (the threads above): Liam with
      // Carlos (Rivera Components), Maya with Wei (Shenzhen Precision Electronics).
      ['liam.okafor', 'product', products[0]!.id, 'excellent', 'Modules passed our RF tests first time.'],
      ['liam.okafor', 'product', products[1]!.id, 'good', 'Works well, manual could be better.'],
      ['maya.chen', 'product', products[5]!.id, 'neutral', 'One board had a bent header.'],
    ];
    for (const [author, targetType, targetId, value, comment] of ratingRows) {
      await Rating.query(trx).insert({ userId: u(author), targetType, targetId, ratingValue: value, score: scores[value], comment, createdAt: daysAgo(4), updatedAt: daysAgo(4) });
    }
    for (const targetId of new Set(ratingRows.filter((r) => r[1] === 'user').map((r) => r[2]))) await refreshPartnerRating(trx, targetId);

    // What the admin console starts with: open reports from members and the forms' requests.
    const reportRows: Array<[string, 'product' | 'user', number, string, string, string | null, number]> = [
      ['liam.okafor', 'product', products[6]!.id, String(products[6]!.name), 'false_content', 'The photos look like the stock images of a new oven, not a refurbished one.', 2],
      ['sofia.martins', 'user', u('mei.lin'), 'Mei Lin', 'harassment_spam', 'Sent the same sales message three times in one day.', 1],
    ];
    for (const [reporter, targetType, targetId, label, reason, details, days] of reportRows) {
      await trx('reports').insert({
        reporterId: u(reporter), targetType, targetId, targetOwnerId: targetType === 'user' ? targetId : products.find((p) => p.id === targetId)!.sellerId,
        targetLabel: label, reason, details, status: 'open', createdAt: new Date(daysAgo(days)),
      });
    }
    await trx('inboundRequests').insert([
      { kind: 'contact', status: 'new', name: 'Priya Raman', email: 'priya.raman@example.com', subject: 'Finding a BLE module supplier in India', topic: 'partnership', message: 'We are a Bangalore team building a smart inhaler. Do you have suppliers who ship BLE modules within India?', createdAt: new Date(daysAgo(0, 3)), updatedAt: new Date(daysAgo(0, 3)) },
      { kind: 'enterprise', status: 'in_progress', name: 'Tom Becker', email: 'tom.becker@example.com', company: 'Voltwerk Automotive', role: 'procurement', teamSize: '501-1000', phone: '+49 30 5550 1234', message: 'We want to onboard 30 approved EMS suppliers and track their certifications in one place.', createdAt: new Date(daysAgo(3)), updatedAt: new Date(daysAgo(2)) },
    ]);
    await filesSeeded;
    await seedSupplierProfiles(trx, users, { storage: options.fileStorage, createdAt: new Date(daysAgo(30)) });
    // Requests for quote in every state, with the demo manufacturers' and suppliers' quotes.
    await seedDemoSourcing(trx, users, projects);
    await rebuildPartnerIndex(trx);
    await rebuildProductIndex(trx);

    return Object.values(users).map((user) => ({ email: user.email, role: user.role, fullName: user.fullName }));
  });
}

interface SentDemoFiles {
  project: string;
  senderId: number;
  connectionId: number;
  messageId: number;
  createdAt: string;
}

/** Files sent with demo messages: the first revision of each of a project's files, attached to the message. */
async function seedSentFiles(trx: Knex.Transaction, storage: FileStorage, sent: SentDemoFiles[], sets: Array<{ spec: DemoProjectFiles; files: DemoFile[] }>): Promise<void> {
  const reader = new ModelGeometryReader();
  try {
    for (const message of sent) {
      const files = sets.find((set) => set.spec.project === message.project)?.files.filter((file) => file.revisionOfIndex === undefined) ?? [];
      for (const file of files) {
        await seedFile(trx, storage, { uploaderId: message.senderId, to: { connectionId: message.connectionId, messageId: message.messageId }, name: file.name, bytes: file.bytes, createdAt: message.createdAt }, reader);
      }
    }
  } finally {
    await reader.close();
  }
}

/**
 * Each demo project with engineering files gets them from its owner over the last days: the model
 * (its geometry read as an upload's would be), the drawing (one in two revisions), the BOM. Recorded
 * through the files module (seedFile) as 'not_scanned': no virus scanner has seen them, as with any
 * upload to a server without one.
 */
async function seedEngineeringFiles(trx: Knex.Transaction, storage: FileStorage, projects: Record<string, Project>, sets: Array<{ spec: DemoProjectFiles; files: DemoFile[] }>): Promise<void> {
  const reader = new ModelGeometryReader();
  try {
    for (const { spec, files } of sets) {
      const project = projects[spec.project]!;
      const stored: Array<{ id: number; revisionOf: number | null; revision: number }> = [];
      for (const [index, file] of files.entries()) {
        const base = file.revisionOfIndex === undefined ? undefined : stored[file.revisionOfIndex]!;
        stored.push(
          await seedFile(trx, storage, {
            uploaderId: project.userId, to: { projectId: project.id }, name: file.name, bytes: file.bytes,
            ...(base ? { revisionOf: { id: base.revisionOf ?? base.id, revision: base.revision } } : {}),
            createdAt: daysAgo(files.length - index, 3),
          }, reader),
        );
      }
    }
  } finally {
    await reader.close();
  }
}
