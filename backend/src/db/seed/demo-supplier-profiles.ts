import type { Knex } from 'knex';
import sharp from 'sharp';
import type { ProductCategory } from '#shared/constants/products.ts';
import { CERTIFICATION_LABELS, type CertificationId, type SupplierProfileFields } from '#shared/schemas/supplier-profile-schemas.ts';
import { seedFile, type FileStorage, type ModelGeometryReader } from '../../modules/files/index.ts';
import { DEMO_BRACKET, DEMO_ENCLOSURE, demoDrawingPdf, type DemoPart } from './demo-engineering-files.ts';
import { demoProductSvg } from './demo-product-images.ts';

interface DemoPortfolioItem {
  title: string;
  description: string;
  /** The picture is drawn like a listing's, in this category's style. */
  picture: ProductCategory;
  /** A drawing PDF of this part goes with it. */
  drawing?: DemoPart;
}

interface DemoSupplierProfile {
  username: string;
  fields: SupplierProfileFields;
  certifications: CertificationId[];
  /** Sent and not yet reviewed: the team's certificate queue has something to check. */
  pendingCertifications?: CertificationId[];
  portfolio: DemoPortfolioItem[];
}

/** The demo manufacturers' and suppliers' profiles: full, so the partner search filters have something to find. */
export const DEMO_SUPPLIER_PROFILES: DemoSupplierProfile[] = [
  {
    username: 'wei.zhang',
    fields: {
      capabilities: ['pcb_assembly', 'injection_molding', 'hand_assembly', 'Box build', 'Conformal coating'],
      materials: ['fr4', 'abs', 'polycarbonate'],
      equipment: ['40 SMT lines (Yamaha YSM20R)', 'Koh Young 3D AOI', 'Nordson selective soldering'],
      minOrderQuantity: 500, prototypeLeadDays: 7, productionLeadWeeks: 4,
      monthlyCapacity: { amount: 2_000_000, unit: 'boards' }, companySize: '1000+', yearFounded: 2004,
      factoryLocations: ['Shenzhen, China', 'Dongguan, China'], languages: ['Mandarin', 'English', 'Cantonese'],
    },
    certifications: ['iso_9001', 'iso_13485', 'iatf_16949', 'rohs_reach'],
    portfolio: [
      { title: 'Wearable ECG main board', description: '8-layer HDI board with BGA, 0201 passives and conformal coating; 50k units a month.', picture: 'electronic_components' },
      { title: 'Smart plug enclosure and box build', description: 'Moulded PC/ABS housing, ultrasonic welding and final test.', picture: 'enclosures', drawing: DEMO_ENCLOSURE },
    ],
  },
  {
    username: 'hana.sato',
    fields: {
      capabilities: ['injection_molding', 'cnc_machining', 'urethane_casting', 'Insert moulding', 'Tool making'],
      materials: ['abs', 'polycarbonate', 'nylon_pa12', 'aluminum_6061', 'silicone'],
      equipment: ['Fanuc Roboshot 50-450 t presses', 'Makino 5-axis machining centre', 'Zeiss CMM'],
      minOrderQuantity: 1000, prototypeLeadDays: 10, productionLeadWeeks: 6,
      monthlyCapacity: { amount: 800_000, unit: 'parts' }, companySize: '201-1000', yearFounded: 1987,
      factoryLocations: ['Tokyo, Japan', 'Penang, Malaysia'], languages: ['Japanese', 'English'],
    },
    certifications: ['iso_9001', 'iatf_16949', 'ul'],
    portfolio: [
      { title: 'Two-shot handheld housing', description: 'PC with TPE overmould, texture VDI 27, 0.05 mm tolerance on the snap fits.', picture: 'enclosures' },
      { title: 'Aluminium heat-sink bracket', description: '6061-T6, 5-axis machined and clear anodised.', picture: 'mechanical_parts', drawing: DEMO_BRACKET },
    ],
  },
  {
    username: 'carlos.rivera',
    fields: {
      capabilities: ['Component sourcing', 'Kitting', 'hand_assembly'],
      materials: ['fr4', 'Copper wire', 'mild_steel'],
      equipment: ['Dry storage for MSL parts', 'Reel-to-reel counter'],
      minOrderQuantity: 10, prototypeLeadDays: 2, productionLeadWeeks: 2,
      monthlyCapacity: { amount: 250_000, unit: 'components' }, companySize: '11-50', yearFounded: 2012,
      factoryLocations: ['New York, USA', 'Austin, TX, USA'], languages: ['English', 'Spanish'],
    },
    certifications: ['iso_9001', 'itar', 'rohs_reach'],
    portfolio: [
      { title: 'Power module kit for a drone start-up', description: 'Kitted 40 BOM lines with traceable lots, delivered in three days.', picture: 'power_supply' },
    ],
  },
  {
    username: 'mei.lin',
    fields: {
      capabilities: ['Sensor sourcing', 'sheet_metal', 'Display integration'],
      materials: ['stainless_304', 'aluminum_6061', 'Glass'],
      equipment: ['Clean room class 10,000', 'Optical bonding line'],
      minOrderQuantity: 100, prototypeLeadDays: 5, productionLeadWeeks: 3,
      monthlyCapacity: { amount: 60_000, unit: 'displays' }, companySize: '51-200', yearFounded: 2015,
      factoryLocations: ['Taipei, Taiwan', 'Hsinchu, Taiwan'], languages: ['Mandarin', 'English'],
    },
    certifications: ['iso_9001', 'rohs_reach'],
    pendingCertifications: ['ul'],
    portfolio: [
      { title: 'Optically bonded 3.5" display module', description: 'Sunlight-readable display with a stainless bezel for an outdoor meter.', picture: 'displays' },
    ],
  },
];

/** A one-page certificate, plainly marked as demo data. */
async function demoCertificatePdf(company: string, certification: CertificationId): Promise<Buffer> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setProducer('HardwareHub demo data');
  const page = pdf.addPage([595, 842]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const ink = rgb(0.1, 0.12, 0.16);
  page.drawRectangle({ x: 40, y: 40, width: 515, height: 762, borderColor: ink, borderWidth: 2 });
  page.drawText('CERTIFICATE', { x: 80, y: 720, size: 32, font: bold, color: ink });
  page.drawText(CERTIFICATION_LABELS[certification], { x: 80, y: 660, size: 22, font: bold, color: ink });
  page.drawText(`This demo certificate is issued to ${company}.`, { x: 80, y: 610, size: 12, font, color: ink });
  page.drawText('Demo data: not a real certificate.', { x: 80, y: 80, size: 10, font, color: ink });
  return Buffer.from(await pdf.save());
}

/**
 * Writes the demo profiles (the users module's tables) with approved certifications (and one waiting for
 * review) and portfolio parts.
 * With a file storage each certification carries its certificate and each part its picture (and drawing).
 */
export async function seedSupplierProfiles(
  trx: Knex.Transaction, users: Record<string, { id: number; companyName: string | null }>, options: { storage?: FileStorage; reader?: ModelGeometryReader; createdAt: Date },
): Promise<void> {
  const at = options.createdAt;
  const file = async (uploaderId: number, context: 'profile' | 'certificate', name: string, bytes: Buffer) =>
    options.storage ? (await seedFile(trx, options.storage, { uploaderId, to: { context }, name, bytes, createdAt: at.toISOString() }, options.reader)).id : null;
  for (const demo of DEMO_SUPPLIER_PROFILES) {
    const user = users[demo.username];
    if (!user) continue;
    const { fields } = demo;
    await trx('supplierProfiles').insert({
      userId: user.id,
      capabilities: JSON.stringify(fields.capabilities), materials: JSON.stringify(fields.materials), equipment: JSON.stringify(fields.equipment),
      minOrderQuantity: fields.minOrderQuantity, prototypeLeadDays: fields.prototypeLeadDays, productionLeadWeeks: fields.productionLeadWeeks,
      monthlyCapacityAmount: fields.monthlyCapacity?.amount ?? null, monthlyCapacityUnit: fields.monthlyCapacity?.unit ?? null,
      companySize: fields.companySize, yearFounded: fields.yearFounded,
      factoryLocations: JSON.stringify(fields.factoryLocations), languages: JSON.stringify(fields.languages),
      createdAt: at, updatedAt: at,
    });
    const certifications = [...demo.certifications.map((id) => [id, true] as const), ...(demo.pendingCertifications ?? []).map((id) => [id, false] as const)];
    for (const [certification, reviewed] of certifications) {
      const fileId = await file(user.id, 'certificate', `${CERTIFICATION_LABELS[certification]} certificate.pdf`, await demoCertificatePdf(user.companyName ?? demo.username, certification));
      await trx('supplierCertifications').insert({
        userId: user.id, certification, fileId, status: reviewed ? 'approved' : 'pending', reason: null, submittedAt: at, reviewedAt: reviewed ? at : null, reviewedBy: null,
      });
    }
    for (const item of demo.portfolio) {
      const picture = await sharp(Buffer.from(demoProductSvg({ name: item.title, category: item.picture }, 0))).resize(800).png({ compressionLevel: 1 }).toBuffer();
      const imageId = await file(user.id, 'profile', `${item.title}.png`, picture);
      const drawingId = item.drawing
        ? await file(user.id, 'profile', `${item.title} drawing.pdf`, await demoDrawingPdf({
          part: item.drawing, drawingNumber: `PF-${user.id}-${item.drawing.name.length}`, revisions: [{ revision: 1, description: 'First release', date: '2026-01-15' }],
          company: user.companyName ?? demo.username, drawnBy: demo.username, material: 'As specified',
        }))
        : null;
      await trx('portfolioItems').insert({
        userId: user.id, title: item.title, description: item.description,
        imageFileIds: JSON.stringify(imageId ? [imageId] : []), fileIds: JSON.stringify(drawingId ? [drawingId] : []), createdAt: at, updatedAt: at,
      });
    }
  }
}
