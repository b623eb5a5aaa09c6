import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** What a signed NDA's PDF shows: the text signed and the click-wrap record. */
export interface SignedNdaRecord {
  projectName: string;
  ownerName: string;
  signerName: string;
  typedName: string;
  versionNumber: number;
  text: string;
  documentSha256: string;
  signedAt: string;
  ip: string;
  userAgent: string;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 56;
const BODY_SIZE = 10;
const LINE = 14;

/**
 * The signed NDA as a PDF (pdf-lib): the text wrapped over as many pages as it takes, then the
 * signature record. The exact text signed is also embedded as a file, so anyone can check its SHA-256
 * against the one printed. The standard PDF fonts draw Latin-1 only; a character they cannot draw is
 * shown as '?' (the embedded text keeps it as signed).
 */
export async function signedNdaPdf(record: SignedNdaRecord): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const signedAt = new Date(record.signedAt);
  pdf.setTitle(`NDA: ${printable(record.projectName)} (version ${record.versionNumber}), signed by ${printable(record.signerName)}`);
  pdf.setAuthor('HardwareHub');
  pdf.setCreator('HardwareHub');
  pdf.setProducer('HardwareHub');
  pdf.setCreationDate(signedAt);
  pdf.setModificationDate(signedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const mono = await pdf.embedFont(StandardFonts.Courier);
  const writer = new PageWriter(pdf);

  writer.paragraph(`Signed NDA: ${record.projectName}`, bold, 14);
  writer.paragraph(`Version ${record.versionNumber}, between ${record.ownerName} (project owner) and ${record.signerName} (partner).`, regular, BODY_SIZE);
  writer.gap();
  for (const line of record.text.split('\n')) writer.paragraph(line, regular, BODY_SIZE);

  writer.gap();
  writer.paragraph('Electronic signature record', bold, 12);
  const rows: Array<[string, string]> = [
    ['Project', record.projectName],
    ['Project owner (party)', record.ownerName],
    ['Partner (party, signer)', record.signerName],
    ['Typed full name', record.typedName],
    ['Signed at (UTC)', `${signedAt.toISOString().replace('T', ' ').replace(/\.\d+Z$/, '')} UTC`],
    ['IP address', record.ip],
    ['User agent', record.userAgent],
    ['NDA version', String(record.versionNumber)],
  ];
  for (const [label, value] of rows) writer.paragraph(`${label}: ${value}`, regular, BODY_SIZE);
  writer.paragraph('Document SHA-256:', regular, BODY_SIZE);
  writer.paragraph(record.documentSha256, mono, 9);
  writer.paragraph(
    `The partner signed by typing their full name and clicking Sign on HardwareHub. The SHA-256 above is of the exact NDA text signed, attached to this PDF as nda-version-${record.versionNumber}.txt.`,
    regular,
    8,
  );

  await pdf.attach(new TextEncoder().encode(record.text), `nda-version-${record.versionNumber}.txt`, {
    mimeType: 'text/plain',
    description: `The NDA text signed (SHA-256 ${record.documentSha256})`,
    creationDate: signedAt,
    modificationDate: signedAt,
  });
  writer.footers(regular, `${printable(record.projectName)} - NDA version ${record.versionNumber} - signed by ${printable(record.signerName)}`);
  return pdf.save();
}

/** Lays text out top to bottom, starting a page when one is full. */
class PageWriter {
  private readonly pdf: PDFDocument;
  private page: PDFPage;
  private y: number;

  constructor(pdf: PDFDocument) {
    this.pdf = pdf;
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  paragraph(text: string, font: PDFFont, size: number): void {
    const lines = wrap(drawable(text, font), font, size, PAGE.width - 2 * MARGIN);
    const step = Math.max(LINE, size * 1.4);
    for (const line of lines) {
      if (this.y - step < MARGIN) this.newPage();
      this.y -= step;
      if (line) this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
    }
  }

  gap(): void {
    this.y -= LINE / 2;
  }

  footers(font: PDFFont, label: string): void {
    const pages = this.pdf.getPages();
    pages.forEach((page, index) => {
      const text = drawable(`${label} - page ${index + 1} of ${pages.length}`, font);
      page.drawText(text.length > 120 ? `${text.slice(0, 117)}...` : text, { x: MARGIN, y: MARGIN / 2, size: 7, font, color: rgb(0.45, 0.45, 0.45) });
    });
  }

  private newPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }
}

/** Breaks a paragraph into lines that fit `width`; a word longer than a line (a hash, a URL) is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  if (!text.trim()) return [''];
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/ +/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    if (font.widthOfTextAtSize(word, size) > width) {
      // Cut character by character, summing widths: linear even for a 50,000-character "word".
      const pieces = cutToWidth(word, font, size, width);
      current = pieces.pop() ?? '';
      lines.push(...pieces);
    }
  }
  lines.push(current);
  return lines;
}

function cutToWidth(word: string, font: PDFFont, size: number, width: number): string[] {
  const pieces: string[] = [];
  const widths = new Map<string, number>();
  let piece = '';
  let used = 0;
  for (const char of word) {
    let advance = widths.get(char);
    if (advance === undefined) widths.set(char, (advance = font.widthOfTextAtSize(char, size)));
    if (piece && used + advance > width) {
      pieces.push(piece);
      piece = '';
      used = 0;
    }
    piece += char;
    used += advance;
  }
  pieces.push(piece);
  return pieces;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();
/** The text with what the font cannot draw replaced by '?' (tabs by spaces). */
function drawable(text: string, font: PDFFont): string {
  let known = characterSets.get(font);
  if (!known) characterSets.set(font, (known = new Set(font.getCharacterSet())));
  let out = '';
  for (const char of text.replace(/\t/g, '    ')) out += known.has(char.codePointAt(0)!) ? char : '?';
  return out;
}

/** Metadata strings are stored as Unicode by pdf-lib; only control characters are dropped. */
function printable(text: string): string {
  return text.replace(/\p{Cc}/gu, ' ');
}
