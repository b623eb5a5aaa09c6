/**
 * What a free-text description tells the cost model: size, mass, wall, tolerance, part count and
 * features. Anything not found is left undefined; the caller falls back to a stated default and
 * records the assumption (and the confidence drops).
 */
export interface TextCues {
  /** Bounding box in mm, largest first. */
  dimensionsMm?: [number, number, number];
  massGrams?: number;
  wallMm?: number;
  /** The tightest ± tolerance mentioned, mm. */
  toleranceMm?: number;
  partCount?: number;
  /** Bends a sheet-metal part has ('4 bends'). */
  bendCount?: number;
  /** Separate moulded or machined pieces that make one unit: a 'two-half' housing is 2 (two moulds, or a family mould). */
  pieceCount?: number;
  /** A shell (enclosure, housing, case, cover) rather than a solid part. */
  shell: boolean;
  /** Features that make a part harder to make (undercuts, threads, thin walls...). */
  features: string[];
  /** Number of words: a very short text is a vague one. */
  words: number;
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const toMm = (value: number, unit: string | undefined) => (unit?.startsWith('c') ? value * 10 : unit === 'm' ? value * 1000 : unit?.startsWith('in') || unit === '"' ? value * 25.4 : value);
const num = (text: string) => Number(text.replace(',', '.'));

const FEATURES: Array<[string, RegExp]> = [
  ['undercuts', /\bunder-?cuts?\b/i],
  ['threads', /\bthread(s|ed)?\b|\bm\d{1,2}\b/i],
  ['snap fits', /\bsnap[- ]?fits?\b|\bsnaps?\b/i],
  ['living hinges', /\bliving hinges?\b/i],
  ['thin walls', /\bthin[- ]walls?\b/i],
  ['deep pockets', /\bdeep (pockets?|cavit(y|ies))\b/i],
  ['inserts or overmoulding', /\b(inserts?|over-?mou?ld(ed|ing)?)\b/i],
  ['textured or cosmetic surfaces', /\b(textured?|cosmetic|class a|polished|mirror)\b/i],
  ['sharp internal corners', /\bsharp (internal )?corners?\b/i],
  ['bends or flanges', /\b(bends?|flanges?|hems?)\b/i],
  ['bosses and ribs', /\b(boss(es)?|ribs?)\b/i],
  ['welds', /\bweld(s|ed|ing)?\b/i],
  ['gaskets or seals', /\b(gaskets?|seals?|o-rings?|ip6[5-8])\b/i],
];

/** How people say a housing comes in two (or three) pieces: each piece is its own mould or setup. */
const TWO_PIECES =
  /\b(two|2)[- ]?(halves|half|part|piece)\b|\btwo halves\b|\btop and bottom\b|\bupper and lower\b|\b(base|bottom) and (lid|cover|top)\b|\b(lid|cover|top) and (base|bottom)\b|\bfront and back\b|\bfront and rear\b/i;
const THREE_PIECES = /\b(three|3)[- ]?(part|piece)\b/i;

export function readCues(text: string): TextCues {
  const cues: TextCues = { shell: /\b(enclosures?|housings?|cases?|casings?|shells?|covers?|lids?|boxe?s?)\b/i.test(text), features: [], words: text.trim().split(/\s+/).filter(Boolean).length };

  // 120 x 80 x 30 mm, 12x8x3 cm, 4" x 2" x 1"
  const box = new RegExp(String.raw`${NUMBER}\s*(mm|cm|m|in|")?\s*[x×*]\s*${NUMBER}\s*(mm|cm|m|in|")?\s*(?:[x×*]\s*${NUMBER}\s*(mm|cm|m|in|"|inch(?:es)?)?)?`, 'i').exec(text);
  if (box) {
    const unit = (box[6] ?? box[4] ?? box[2] ?? 'mm').toLowerCase();
    const values = [box[1], box[3], box[5]].filter((value): value is string => value !== undefined).map((value) => toMm(num(value), unit));
    while (values.length < 3) values.push(Math.max(2, Math.min(...values) / 4));
    cues.dimensionsMm = values.sort((a, b) => b - a) as [number, number, number];
  } else {
    const single = new RegExp(String.raw`${NUMBER}\s*(mm|cm|in(?:ch(?:es)?)?|")\b\s*(long|wide|tall|high|diameter|dia)?`, 'i').exec(text);
    const wallLike = single && /wall/i.test(text.slice(single.index, single.index + 30));
    if (single && !wallLike) {
      const size = toMm(num(single[1]!), single[2]!.toLowerCase());
      cues.dimensionsMm = [size, size * 0.6, size * 0.3];
    }
  }

  const mass = new RegExp(String.raw`${NUMBER}\s*(kg|g|grams?|lbs?|oz)\b`, 'i').exec(text);
  if (mass) {
    const value = num(mass[1]!);
    const unit = mass[2]!.toLowerCase();
    cues.massGrams = unit === 'kg' ? value * 1000 : unit.startsWith('lb') ? value * 453.6 : unit === 'oz' ? value * 28.35 : value;
  }

  const wall = new RegExp(String.raw`${NUMBER}\s*mm\s*(?:thick\s*)?walls?|walls?\s*(?:thickness)?\s*(?:of\s*)?${NUMBER}\s*mm|${NUMBER}\s*mm\s*(?:sheet|gauge|thick)`, 'i').exec(text);
  if (wall) cues.wallMm = num((wall[1] ?? wall[2] ?? wall[3])!);

  const tolerances = [...text.matchAll(new RegExp(String.raw`(?:±|\+/-|\+-|tolerance\s*(?:of\s*)?)\s*${NUMBER}\s*(mm|µm|um|microns?|in|")?`, 'gi'))].map((match) => {
    const value = num(match[1]!);
    const unit = (match[2] ?? 'mm').toLowerCase();
    return unit === 'mm' ? value : unit.startsWith('in') || unit === '"' ? value * 25.4 : value / 1000;
  });
  if (tolerances.length) cues.toleranceMm = Math.min(...tolerances);

  const parts = /(\d+)\s*(?:parts|components|pieces|pcs|fasteners|screws)\b/i.exec(text);
  if (parts) cues.partCount = Number(parts[1]);

  const bends = /(\d+)\s*bends?\b/i.exec(text);
  if (bends) cues.bendCount = Number(bends[1]);

  if (THREE_PIECES.test(text)) cues.pieceCount = 3;
  else if (TWO_PIECES.test(text)) cues.pieceCount = 2;

  cues.features = FEATURES.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
  return cues;
}
