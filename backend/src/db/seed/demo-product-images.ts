import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ProductCategory } from '#shared/constants/products.ts';
import { type ImageStorage, processImage, storeImage } from '../../modules/uploads/index.ts';

/**
 * Pictures for the demo listings, drawn here (no network, nothing binary in the repo): an SVG
 * illustration of the listing's kind of hardware, rendered by sharp and stored through the same
 * pipeline as a member's upload (display image and thumbnail). Each listing gets a picture of its
 * own, not one per category: its name seeds the colours, the backdrop pattern, the pose (angle,
 * size, position) and the drawing's details; the same name always gives the same picture.
 */

const WIDTH = 800;
const HEIGHT = 600;

/** The listing's drawing choices, from a hash of its name: stable across seeds, different between listings. */
export interface DemoPictureLook {
  hue: number;
  /** 0 dots, 1 grid, 2 diagonal stripes, 3 rings. */
  pattern: number;
  /** Degrees, -14..14. */
  angle: number;
  /** 0.78..1.12 */
  scale: number;
  dx: number;
  dy: number;
  /** Picks details inside the drawing (chip count, parts shown). */
  detail: number;
}

export function pictureLook(name: string): DemoPictureLook {
  const bytes = createHash('sha1').update(name).digest();
  return {
    hue: bytes.readUInt16BE(0) % 360,
    pattern: bytes[2]! % 4,
    angle: (bytes[3]! % 29) - 14,
    scale: 0.78 + (bytes[4]! % 35) / 100,
    dx: (bytes[5]! % 101) - 50,
    dy: (bytes[6]! % 61) - 30,
    detail: bytes[7]!,
  };
}

/** A light backdrop of a few plain shapes (SVG patterns render far slower in sharp, and seeding stays fast). */
function backdrop(look: DemoPictureLook): string {
  const ink = `hsl(${(look.hue + 200) % 360} 30% 40%)`;
  const step = 90 + (look.detail % 5) * 20;
  switch (look.pattern) {
    case 0:
      return Array.from({ length: 14 }, (_, i) => `<circle cx="${(look.detail * 31 + i * 211) % WIDTH}" cy="${(look.detail * 17 + i * 137) % HEIGHT}" r="${6 + ((look.detail + i) % 4) * 4}" fill="${ink}" opacity="0.12"/>`).join('');
    case 1: {
      const lines = [];
      for (let x = step / 2; x < WIDTH; x += step) lines.push(`M${x} 0V${HEIGHT}`);
      for (let y = step / 2; y < HEIGHT; y += step) lines.push(`M0 ${y}H${WIDTH}`);
      return `<path d="${lines.join('')}" stroke="${ink}" stroke-width="2" opacity="0.12" fill="none"/>`;
    }
    case 2:
      return `<path d="${Array.from({ length: 8 }, (_, i) => `M${i * step - 300} ${HEIGHT}l${HEIGHT} -${HEIGHT}h${step / 3}l-${HEIGHT} ${HEIGHT}z`).join('')}" fill="${ink}" opacity="0.1"/>`;
    default:
      return Array.from({ length: 4 }, (_, i) => `<circle cx="${(look.detail * 37 + i * 173) % WIDTH}" cy="${(look.detail * 53 + i * 97) % HEIGHT}" r="${60 + i * 45}" stroke="${ink}" stroke-width="10" opacity="0.12" fill="none"/>`).join('');
  }
}

function board(x: number, y: number, w: number, h: number, colour: string, chips: number): string {
  const holes = [0, 1, 2, 3].map((i) => `<circle cx="${x + (i % 2 ? w - 16 : 16)}" cy="${y + (i < 2 ? 16 : h - 16)}" r="7" fill="#d9c27a" stroke="#8a7633" stroke-width="2"/>`).join('');
  const pins = Array.from({ length: Math.floor(w / 22) }, (_, i) => `<rect x="${x + 20 + i * 22}" y="${y + h - 34}" width="10" height="18" rx="2" fill="#e8c66a"/>`).join('');
  const traces = Array.from({ length: 6 }, (_, i) => `<path d="M${x + 30} ${y + 40 + i * 18} h${w * 0.35} l20 20 h${w * 0.3}" stroke="#ffffff55" stroke-width="3" fill="none"/>`).join('');
  const parts = Array.from({ length: chips }, (_, i) => {
    const cw = i === 0 ? w * 0.28 : w * 0.14;
    const cx = x + w * 0.12 + i * (w * 0.26);
    const cy = y + h * 0.3;
    const legs = Array.from({ length: 6 }, (_, j) => `<rect x="${cx + 6 + j * (cw - 12) / 6}" y="${cy - 8}" width="5" height="${cw + 16}" fill="#c9ccd1"/>`).join('');
    return `${legs}<rect x="${cx}" y="${cy}" width="${cw}" height="${cw}" rx="6" fill="#1d2127"/><circle cx="${cx + 12}" cy="${cy + 12}" r="4" fill="#444"/>`;
  }).join('');
  return `<rect x="${x + 10}" y="${y + 14}" width="${w}" height="${h}" rx="18" fill="#00000030"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${colour}"/>${traces}${parts}${pins}${holes}`;
}

function gear(cx: number, cy: number, r: number, teeth: number, colour: string): string {
  const points: string[] = [];
  for (let i = 0; i < teeth * 2; i++) {
    const angle = (Math.PI * i) / teeth;
    const radius = i % 2 ? r * 0.82 : r;
    for (const offset of [-0.12, 0.12]) points.push(`${(cx + radius * Math.cos(angle + offset)).toFixed(1)},${(cy + radius * Math.sin(angle + offset)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${colour}" stroke="#00000040" stroke-width="4"/><circle cx="${cx}" cy="${cy}" r="${r * 0.28}" fill="#f4f5f7" stroke="#00000040" stroke-width="4"/>`;
}

function device(x: number, y: number, w: number, h: number, body: string, screen: string, wave: boolean): string {
  const waveform = wave
    ? `<path d="M${x + 40} ${y + h * 0.42} ${Array.from({ length: 24 }, (_, i) => `L${x + 40 + i * (w * 0.55) / 24} ${y + h * 0.42 + Math.sin(i / 1.7) * h * 0.14}`).join(' ')}" stroke="#7CFC9A" stroke-width="4" fill="none"/>`
    : `<text x="${x + 50}" y="${y + h * 0.5}" font-family="DejaVu Sans Mono, monospace" font-size="${h * 0.2}" fill="#9cf">12.00V</text>`;
  const knobs = [0, 1, 2].map((i) => `<circle cx="${x + w * 0.78}" cy="${y + h * 0.25 + i * h * 0.25}" r="${h * 0.08}" fill="#2b2f36" stroke="#c9ccd1" stroke-width="4"/>`).join('');
  return `<rect x="${x + 12}" y="${y + 16}" width="${w}" height="${h}" rx="22" fill="#00000030"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="${body}"/><rect x="${x + 28}" y="${y + 28}" width="${w * 0.6}" height="${h * 0.6}" rx="10" fill="${screen}"/>${waveform}${knobs}`;
}

function box(x: number, y: number, s: number, colour: string, lid: string): string {
  return `<polygon points="${x},${y + s * 0.3} ${x + s * 0.6},${y} ${x + s * 1.2},${y + s * 0.3} ${x + s * 0.6},${y + s * 0.6}" fill="${lid}"/><polygon points="${x},${y + s * 0.3} ${x + s * 0.6},${y + s * 0.6} ${x + s * 0.6},${y + s * 1.2} ${x},${y + s * 0.9}" fill="${colour}"/><polygon points="${x + s * 1.2},${y + s * 0.3} ${x + s * 0.6},${y + s * 0.6} ${x + s * 0.6},${y + s * 1.2} ${x + s * 1.2},${y + s * 0.9}" fill="${colour}" opacity="0.75"/>`;
}

function illustration(category: ProductCategory, hue: number, variant: number, detail = 0): string {
  const main = `hsl(${hue} 55% 42%)`;
  const light = `hsl(${hue} 60% 70%)`;
  const dark = `hsl(${hue} 35% 22%)`;
  switch (category) {
    case 'electronic_components':
    case 'controllers':
      return board(170, 150, 460, 290, variant ? dark : main, 1 + ((detail + variant) % 3));
    case 'development_kits':
      return board(120, 130, 560, 330, `hsl(${(hue + 180) % 360} 45% 32%)`, 2 + (detail % 2)) + (variant ? '' : `<rect x="560" y="${150 + (detail % 5) * 20}" width="90" height="60" rx="6" fill="#c9ccd1"/>`);
    case 'sensors':
      return board(250, 170, 300, 240, main, 1) + `<circle cx="${360 + (detail % 5) * 20}" cy="260" r="${(variant ? 46 : 34) + (detail % 3) * 6}" fill="#0f1115" stroke="${light}" stroke-width="8"/>`;
    case 'power_supply':
      return device(150, 160, 500, 300, variant ? '#3a3f47' : dark, '#0b1a2a', detail % 2 === 1);
    case 'tools':
      return device(130, 140, 540, 320, variant ? main : '#30343b', '#0d1b12', detail % 3 !== 0);
    case 'displays':
      return `<rect x="142" y="132" width="516" height="336" rx="24" fill="#00000030"/><rect x="130" y="120" width="516" height="336" rx="24" fill="#1b1e23"/><rect x="156" y="146" width="464" height="284" rx="8" fill="url(#screen)"/><defs><linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`;
    case 'enclosures':
      return box(160 + (detail % 4) * 15, variant ? 110 : 130, 320 + (detail % 3) * 30, main, light);
    case 'connectors':
      return Array.from({ length: (variant ? 2 : 3) + (detail % 2) }, (_, i) => {
        const y = 150 + i * 90;
        const pins = Array.from({ length: 6 + (detail % 5) }, (_, j) => `<rect x="${210 + j * 40}" y="${y - 26}" width="10" height="30" fill="#e8c66a"/>`).join('');
        return `${pins}<rect x="190" y="${y}" width="420" height="46" rx="8" fill="${i % 2 ? dark : '#1d2127'}"/>`;
      }).join('');
    case 'mechanical_parts':
      return gear(variant ? 400 : 330, 300, 150 + (detail % 3) * 15, 10 + (detail % 7), main) + (variant ? '' : gear(560, 220, 90, 7 + (detail % 5), light));
    case 'prototyping':
      return Array.from({ length: 2 + (detail % 2) }, (_, i) => i).map((i) => `<circle cx="${250 + i * 150}" cy="${280 + (detail % 3) * 20}" r="${90 + (detail % 4) * 10}" fill="hsl(${(hue + i * 70) % 360} 65% 50%)" stroke="#00000040" stroke-width="6"/><circle cx="${250 + i * 150}" cy="300" r="34" fill="#f4f5f7"/>`).join('');
    case 'finished_products':
      return `<rect x="262" y="132" width="300" height="360" rx="${40 + (detail % 5) * 15}" fill="#00000030"/><rect x="250" y="120" width="300" height="360" rx="${40 + (detail % 5) * 15}" fill="${variant ? dark : main}"/><circle cx="400" cy="260" r="${50 + (detail % 4) * 10}" fill="${light}"/><rect x="330" y="390" width="140" height="18" rx="9" fill="#f4f5f7aa"/>`;
    default:
      return box(220, 140, 300, '#b08850', '#d2ab74') + `<rect x="370" y="140" width="30" height="350" fill="#00000020"/>`;
  }
}

/** The drawing of a listing: `variant` 0 is the main view, 1 a second angle. */
export function demoProductDrawing(listing: { name: string; category: ProductCategory }, variant: number): string {
  const look = pictureLook(listing.name);
  const angle = look.angle + (variant ? -7 : 0);
  const scale = look.scale * (variant ? 1.18 : 1);
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${look.hue} 40% ${variant ? 90 : 95}%)"/><stop offset="1" stop-color="hsl(${(look.hue + 30) % 360} 35% ${variant ? 80 : 86}%)"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>${backdrop(look)}
<g transform="translate(${look.dx} ${look.dy}) rotate(${angle} 400 300) translate(400 300) scale(${scale.toFixed(2)}) translate(-400 -300)">${illustration(listing.category, look.hue, variant, look.detail)}</g>`;
}

/**
 * The SVG picture of a listing. It carries no caption: cards crop the thumbnail's edges, and the page
 * names the listing beside its picture anyway.
 */
export function demoProductSvg(listing: { name: string; category: ProductCategory }, variant: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
${demoProductDrawing(listing, variant)}
</svg>`;
}

/** Draws and stores a listing's pictures; returns their display URLs (the thumbnails sit beside them). */
export async function storeDemoProductImages(
  storage: ImageStorage,
  listing: { name: string; category: ProductCategory; brand?: string | null; model?: string | null },
  count = 2,
): Promise<string[]> {
  const urls: string[] = [];
  for (let variant = 0; variant < count; variant++) {
    const png = await sharp(Buffer.from(demoProductSvg(listing, variant))).png({ compressionLevel: 1 }).toBuffer();
    const image = await processImage(png, `${listing.name}.png`);
    urls.push((await storeImage(storage, image)).url);
  }
  return urls;
}
