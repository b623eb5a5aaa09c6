import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '#shared/schemas/file-schemas.ts';
import { SAMPLES } from '../../test-support/file-samples.ts';
import { detectFile, displayName, readHead } from './file-detection.ts';

const detect = (bytes: Buffer, name: string) => detectFile(bytes.subarray(0, 64 * 1024), bytes.length, name);
const text = (value: string) => Buffer.from(value, 'utf8');

describe('file type detection', () => {
  it.each([
    ['drawing.pdf', SAMPLES.pdf, 'pdf', 'application/pdf'],
    ['bracket.step', SAMPLES.step, 'step', 'model/step'],
    ['bracket.stp', SAMPLES.step, 'step', 'model/step'],
    ['cube.stl', SAMPLES.asciiStl, 'stl', 'model/stl'],
    ['cube.stl', () => SAMPLES.binaryStl(3), 'stl', 'model/stl'],
    ['cube.obj', SAMPLES.obj, 'obj', 'model/obj'],
    ['bom.csv', SAMPLES.csv, 'csv', 'text/csv'],
    ['bracket.igs', SAMPLES.iges, 'iges', 'model/iges'],
    ['gerbers.zip', SAMPLES.zip, 'zip', 'application/zip'],
    ['spec.docx', SAMPLES.docx, 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['bom.xlsx', SAMPLES.xlsx, 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['part.3mf', SAMPLES.threeMf, '3mf', 'model/3mf'],
  ])('%s is found from its content (%s)', async (name, sample, kind, mime) => {
    expect(await detect(sample(), name)).toMatchObject({ accepted: true, kind, mime });
  });

  it.each(['png', 'jpeg', 'webp', 'gif'] as const)('a %s image is an image with its own MIME type', async (format) => {
    const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } }).toFormat(format).toBuffer();
    expect(await detect(bytes, `photo.${format}`)).toMatchObject({ accepted: true, kind: 'image', mime: `image/${format}` });
  });

  it('finds the kind whatever the name says when the name names no kind', async () => {
    expect(await detect(SAMPLES.pdf(), 'drawing')).toMatchObject({ accepted: true, kind: 'pdf', extension: 'pdf' });
    expect(await detect(SAMPLES.csv(), 'bom.txt')).toMatchObject({ accepted: true, kind: 'csv', extension: 'csv' });
  });

  it('refuses a name whose extension names another kind (an .stl that is a PDF)', async () => {
    expect(await detect(SAMPLES.pdf(), 'cube.stl')).toEqual({ accepted: false, message: FILE_MESSAGES.nameMismatch('stl', 'a PDF') });
    expect(await detect(SAMPLES.zip(), 'bom.xlsx')).toMatchObject({ accepted: false });
  });

  it('refuses executables, web pages and unknown content with a reason', async () => {
    expect(await detect(SAMPLES.exe(), 'setup.pdf')).toEqual({ accepted: false, message: FILE_MESSAGES.notAccepted('an executable') });
    expect(await detect(SAMPLES.elf(), 'tool')).toEqual({ accepted: false, message: FILE_MESSAGES.notAccepted('an executable') });
    expect(await detect(text('#!/bin/sh\nrm -rf /\n'), 'run.csv')).toEqual({ accepted: false, message: FILE_MESSAGES.notAccepted('an executable') });
    expect(await detect(text('<!doctype html><script>alert(1)</script>'), 'page.csv')).toEqual({ accepted: false, message: FILE_MESSAGES.notAccepted('a web page or SVG') });
    expect(await detect(text('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png')).toMatchObject({ accepted: false });
    expect(await detect(text('just a note without structure'), 'note.txt')).toEqual({ accepted: false, message: FILE_MESSAGES.unknownType });
    expect(await detect(Buffer.alloc(300, 7), 'noise.stl')).toEqual({ accepted: false, message: FILE_MESSAGES.unknownType });
  });

  it('does not take a binary blob of the wrong length for a binary STL', async () => {
    const bytes = Buffer.concat([SAMPLES.binaryStl(2), Buffer.alloc(7, 1)]);
    expect(await detect(bytes, 'cube.stl')).toMatchObject({ accepted: false });
  });

  it('reads only the first bytes of a stream', async () => {
    let pulled = 0;
    const stream = new Readable({ read() { pulled++; this.push(Buffer.alloc(16 * 1024, 1)); } });
    const head = await readHead(stream, 64 * 1024);
    expect(head.length).toBe(64 * 1024);
    expect(pulled).toBeLessThan(10);
    expect(stream.destroyed).toBe(true);
  });

  it('cleans names for display and gives them the extension of their kind', () => {
    expect(displayName('../../etc/cube.stl', 'stl')).toBe('cube.stl');
    expect(displayName('C:\\parts\\bracket.STP', 'stp')).toBe('bracket.STP');
    expect(displayName('board\u202Egpj.csv', 'csv')).toBe('boardgpj.csv');
    expect(displayName('page.html', 'csv')).toBe('page.html.csv');
    expect(displayName('.hidden', 'pdf')).toBe('hidden.pdf');
    expect(displayName(`${'a'.repeat(300)}.pdf`, 'pdf')).toHaveLength(200);
  });
});
