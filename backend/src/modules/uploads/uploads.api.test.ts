import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResult } from '#shared/schemas/upload-schemas.ts';
import { thumbnailOf, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '#shared/constants/uploads.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { catalogueProduct, imageForm, testImage } from '../../test-support/route-catalogue.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { UploadService } from './upload-service.ts';

/** Image uploads: checked from their bytes, resized by sharp, stored and served. */
describe('uploads API', () => {
  let server: TestServer;
  let member: TestAccount;

  beforeAll(async () => {
    server = await startTestServer();
    member = await signUp(server, 'supplier');
  });
  afterAll(async () => {
    await server?.close();
  });

  const upload = (form: FormData, client = member.client) => client.post('/api/uploads', form);
  const fetchImage = async (url: string) => {
    const response = await fetch(server.url + url);
    return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('takes JPEG, PNG and WebP, stores a display image and a thumbnail as WebP, and serves them', async () => {
    const files = [
      { name: 'front.jpg', bytes: await testImage('jpeg', 2400, 1200), type: 'image/jpeg' },
      { name: 'side.png', bytes: await testImage('png', 300, 200), type: 'image/png' },
      { name: 'back.webp', bytes: await testImage('webp', 500, 500), type: 'image/webp' },
    ];
    const response = await upload(imageForm(files));
    expect(response.status, response.text).toBe(201);
    const { images } = response.body as UploadResult;
    expect(images.map((image) => [image.name, image.width, image.height])).toEqual([['front.jpg', 1600, 800], ['side.png', 300, 200], ['back.webp', 500, 500]]);
    for (const image of images) {
      expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      expect(image.thumbnailUrl).toBe(thumbnailOf(image.url));
      const display = await fetchImage(image.url);
      expect(display).toMatchObject({ status: 200, type: 'image/webp' });
      expect(display.cache).toContain('immutable');
      expect((await sharp(display.bytes).metadata()).width).toBe(image.width);
      const thumbnail = await fetchImage(image.thumbnailUrl);
      expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
    }
    // The same file again is the same stored image.
    const again = (await upload(imageForm([files[1]!]))).body as UploadResult;
    expect(again.images[0]!.url).toBe(images[1]!.url);
  });

  it('refuses a file that is not an image whatever its name or type says, and stores nothing of the batch', async () => {
    const script = Buffer.from('<script>alert(1)</script>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } }).gif().toBuffer();
    const truncated = (await testImage('jpeg', 200, 200)).subarray(0, 300);
    for (const [name, bytes] of [['photo.jpg', script], ['drawing.png', svg], ['anim.webp', gif], ['cut.jpg', truncated]] as const) {
      // A good file of a size no other test uses, so its stored name is new.
      const good = { name: 'good.png', bytes: await testImage('png', 33 + name.length, 33) };
      const response = await upload(imageForm([good, { name, bytes, type: 'image/jpeg' }]));
      expect(response.status, name).toBe(400);
      expect(response.body).toEqual({ message: UPLOAD_MESSAGES.notAnImage(name) });
      const key = createHash('sha256').update(good.bytes).digest('hex').slice(0, 32);
      expect((await fetchImage(`/uploads/${key}.webp`)).type ?? '', name).not.toContain('image/');
    }
  });

  it('refuses files over 5 MB (413), more than 10 files, a wrong field, no files or no multipart', async () => {
    const big = Buffer.concat([await testImage('png'), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(imageForm([{ name: 'big.png', bytes: big }]));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ message: UPLOAD_MESSAGES.tooLarge });

    const one = await testImage('png', 10, 10);
    const eleven = await upload(imageForm(Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, bytes: one }))));
    expect(eleven.status).toBe(400);
    expect(eleven.body).toEqual({ message: UPLOAD_MESSAGES.tooMany });

    for (const response of [
      await upload(imageForm([{ name: 'x.png', bytes: one }], 'file')),
      await upload(new FormData()),
      await member.client.post('/api/uploads', { images: ['x'] }),
      await member.client.request('POST', '/api/uploads', '--broken\r\nnot a part', { 'content-type': 'multipart/form-data; boundary=broken' }),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: UPLOAD_MESSAGES.noFiles });
    }
  });

  it(`takes ${UPLOAD_LIMITS.perMember} images per member in ${UPLOAD_LIMITS.perMemberWindowMinutes} minutes and refuses more with a message`, async () => {
    const uploader = await signUp(server, 'supplier');
    const small = await testImage('png', 12, 12);
    const batch = (count: number) => imageForm(Array.from({ length: count }, (_, i) => ({ name: `${i}.png`, bytes: small })));
    // All but the last batch's worth spent as earlier uploads would (each image is a conversion: 100 of
    // them take half a minute on a busy machine); the last full batch still goes through, image by image.
    await server.app.deps.limiters.uploadsByMember.penalty(String(uploader.user.id), UPLOAD_LIMITS.perMember - UPLOAD_LIMITS.maxFiles);
    const last = await upload(batch(UPLOAD_LIMITS.maxFiles), uploader.client);
    expect(last.status, last.text).toBe(201);
    const refused = await upload(batch(1), uploader.client);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.body).toEqual({ message: UPLOAD_MESSAGES.tooManyUploads(Math.ceil(retryAfter / 60)) });
    // Another member uploads as usual.
    expect((await upload(batch(1))).status).toBe(201);
  });

  it('is for signed-in members only', async () => {
    const response = await upload(imageForm([{ name: 'x.png', bytes: await testImage('png') }]), new TestClient(server.url));
    expect(response.status).toBe(401);
  });

  it('serves only stored files: no traversal, no listing', async () => {
    for (const path of ['/uploads/', '/uploads/..%2fsession-secret', '/uploads/%2e%2e/session-secret', '/uploads/nothing.webp']) {
      const response = await fetch(server.url + path);
      expect(response.headers.get('content-type') ?? '', path).not.toContain('image/');
      expect(response.status, path).not.toBe(500);
    }
  });

  it('answers a plain 404 for an image that is not there, never the web app page', async () => {
    for (const path of ['/uploads/nothing.webp', '/uploads/0123456789abcdef0123456789abcdef-thumb.webp', '/uploads/', '/uploads/..%2fsession-secret', '/uploads/a/b.webp']) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/plain/);
      expect(await response.text(), path).not.toMatch(/<html|<!doctype/i);
    }
    expect((await fetch(server.url + '/uploads/nothing.webp', { method: 'HEAD' })).status).toBe(404);
  });
});

describe('uploads no listing uses', () => {
  let server: TestServer;
  let seller: TestAccount;
  let uploads: UploadService;
  const start = new Date('2027-03-01T09:00:00Z').getTime();
  const HOUR = 60 * 60 * 1000;
  let now = new Date(start);

  beforeAll(async () => {
    server = await startTestServer();
    server.app.deps.clock = { now: () => now };
    uploads = new UploadService(server.app.deps);
    seller = await signUp(server, 'supplier');
  });
  afterAll(async () => {
    await server?.close();
  });

  const uploadOne = async (width: number) => {
    const response = await seller.client.post('/api/uploads', imageForm([{ name: `${width}.png`, bytes: await testImage('png', width, 40) }]));
    expect(response.status, response.text).toBe(201);
    return (response.body as UploadResult).images[0]!;
  };
  const keyOf = (url: string) => /([0-9a-f]{32})\.webp$/.exec(url)![1]!;
  /** Both files on disk and the row: 'stored', or 'removed' when none of the three is left. */
  const state = async (url: string) => {
    const key = keyOf(url);
    const files = [`${key}.webp`, `${key}-thumb.webp`].map((name) => existsSync(path.join(server.databaseEnv.DATA_DIR!, 'uploads', name)));
    const rows = Number((await server.knex('uploads').where({ storageKey: key }).count({ n: '*' }).first())!.n);
    if (files.every(Boolean) && rows === 1) return 'stored';
    if (!files.some(Boolean) && rows === 0) return 'removed';
    return `files ${files.join('/')}, rows ${rows}`;
  };

  it('removes an image (its files and row) 24 h after its latest upload unless a listing shows it, and one a listing dropped at its next check', async () => {
    const listed = await uploadOne(41);
    const unused = await uploadOne(42);
    const uploadedAgain = await uploadOne(43);
    const dropped = await uploadOne(44);
    const product = await seller.client.post('/api/products', catalogueProduct({ images: [listed.url, dropped.url] }));
    expect(product.status, product.text).toBe(201);

    // Nothing goes before its grace period has passed; the same file uploaded again starts it over.
    now = new Date(start + 23 * HOUR);
    expect(await uploadOne(43)).toEqual(uploadedAgain);
    expect(await uploads.sweep()).toEqual({ removed: 0, kept: 0, failed: 0 });

    now = new Date(start + 24 * HOUR);
    expect(await uploads.sweep()).toEqual({ removed: 1, kept: 2, failed: 0 });
    expect(await state(unused.url)).toBe('removed');
    const response = await fetch(server.url + unused.url);
    await response.arrayBuffer();
    expect(response.headers.get('content-type') ?? '').not.toContain('image/');
    for (const image of [listed, uploadedAgain, dropped]) expect(await state(image.url)).toBe('stored');
    const stillServed = await fetch(server.url + listed.thumbnailUrl);
    await stillServed.arrayBuffer();
    expect(stillServed.headers.get('content-type')).toBe('image/webp');

    // The seller takes an image off the listing; the sweep notices when it looks at it again.
    expect((await seller.client.patch(`/api/products/${product.body.id}`, { images: [listed.url] })).status).toBe(200);
    now = new Date(start + 47 * HOUR);
    expect(await uploads.sweep()).toEqual({ removed: 1, kept: 0, failed: 0 });
    expect(await state(uploadedAgain.url)).toBe('removed');
    now = new Date(start + 48 * HOUR);
    expect(await uploads.sweep()).toEqual({ removed: 1, kept: 1, failed: 0 });
    expect(await state(dropped.url)).toBe('removed');
    expect(await state(listed.url)).toBe('stored');
  });
});
