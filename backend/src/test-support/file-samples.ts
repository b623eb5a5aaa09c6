import { strToU8, zipSync } from 'fflate';

const text = (value: string) => Buffer.from(value, 'utf8');

/** Small real files of each kind the files module accepts (and a few it refuses), made in code. */
export const SAMPLES = {
  pdf: () => text('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  step: () => text("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('bracket'),'2;1');\nENDSEC;\nDATA;\n#1=CARTESIAN_POINT('',(0.,0.,0.));\nENDSEC;\nEND-ISO-10303-21;\n"),
  asciiStl: () => text('solid cube\n  facet normal 0 0 1\n    outer loop\n      vertex 0 0 0\n      vertex 1 0 0\n      vertex 0 1 0\n    endloop\n  endfacet\nendsolid cube\n'),
  binaryStl: (triangles = 2) => {
    const bytes = Buffer.alloc(84 + triangles * 50);
    bytes.write('binary stl from a test', 0, 'ascii');
    bytes.writeUInt32LE(triangles, 80);
    for (let i = 0; i < triangles; i++) bytes.writeFloatLE(1, 84 + i * 50 + 8);
    return bytes;
  },
  obj: () => text('# cube\no cube\nv 0 0 0\nv 1 0 0\nv 0 1 0\nvn 0 0 1\nf 1 2 3\n'),
  csv: () => text('part,quantity,supplier\nR1,10,"Digi-Key, Inc."\nC1,4,Mouser\n'),
  iges: () => {
    const line = (content: string, section: string, n: number) => `${content.padEnd(72)}${section}${String(n).padStart(7)}`;
    return text([line('Test bracket', 'S', 1), line('1H,,1H;,4HPART,', 'G', 1), line('     110       1       0       0       0', 'D', 1), line('110,0.,0.,0.,1.,0.,0.;', 'P', 1), line('S      1G      1D      1P      1', 'T', 1)].join('\n') + '\n');
  },
  zip: () => Buffer.from(zipSync({ 'board-F_Cu.gbr': strToU8('G04 gerber*\nM02*\n'), 'board.drl': strToU8('M48\nM30\n') })),
  docx: () => Buffer.from(zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'),
    'word/document.xml': strToU8('<w:document/>'),
  })),
  xlsx: () => Buffer.from(zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>'),
    'xl/workbook.xml': strToU8('<workbook/>'),
  })),
  threeMf: () => Buffer.from(zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/></Types>'),
    '3D/3dmodel.model': strToU8('<model unit="millimeter"/>'),
  })),
  exe: () => { const bytes = Buffer.alloc(512); bytes.write('MZ', 0, 'ascii'); bytes.writeUInt32LE(128, 60); bytes.write('PE\0\0', 128, 'latin1'); return bytes; },
  elf: () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]),
};
