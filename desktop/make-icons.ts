/**
 * Every icon the desktop app needs, drawn from the one source SVG (desktop/assets/icon.svg) with sharp:
 *
 * - desktop/build-resources/icon.png (1024 px): electron-builder turns it into the macOS .icns and the
 *   Windows .ico (all sizes) at packaging time;
 * - desktop/build-resources/icons/<size>x<size>.png: the Linux icon set (.desktop file, AppImage, deb);
 * - desktop/dist/icons/512x512.png: the window icon on Linux;
 * - desktop/dist/badges/badge-<n>.png: the Windows taskbar overlay for 1..9 and 9+ unread messages.
 *
 * Run by `npm run build:desktop`; the outputs are build artefacts, not committed.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const desktop = import.meta.dirname;
const svg = readFileSync(path.join(desktop, 'assets', 'icon.svg'));
export const LINUX_ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;
export const BADGE_LABELS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '9+'] as const;

const render = (size: number) => sharp(svg, { density: Math.ceil((72 * size) / 1024) * 2 }).resize(size, size).png({ compressionLevel: 9 });

/** A red disc with the count in white, 32 px (Windows scales the overlay to 16 px). */
function badgeSvg(label: string): Buffer {
  const fontSize = label.length > 1 ? 17 : 22;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="16" r="15" fill="#e03131" stroke="#fff" stroke-width="2"/>` +
      `<text x="16" y="16" dy=".36em" text-anchor="middle" font-family="Segoe UI, DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${label}</text></svg>`,
  );
}

export async function makeIcons(): Promise<void> {
  const resources = path.join(desktop, 'build-resources');
  mkdirSync(path.join(resources, 'icons'), { recursive: true });
  mkdirSync(path.join(desktop, 'dist', 'icons'), { recursive: true });
  mkdirSync(path.join(desktop, 'dist', 'badges'), { recursive: true });
  await render(1024).toFile(path.join(resources, 'icon.png'));
  await Promise.all(LINUX_ICON_SIZES.map((size) => render(size).toFile(path.join(resources, 'icons', `${size}x${size}.png`))));
  await render(512).toFile(path.join(desktop, 'dist', 'icons', '512x512.png'));
  await Promise.all(
    BADGE_LABELS.map((label) => sharp(badgeSvg(label)).png().toFile(path.join(desktop, 'dist', 'badges', `badge-${label === '9+' ? '9plus' : label}.png`))),
  );
}

if (import.meta.main) await makeIcons();
