import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailOf, UPLOAD_MESSAGES, type UploadResult } from '#shared/schemas/upload-schemas.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { imageForm, testImage } from '../../test-support/route-catalogue.ts';
import { TestClient } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/** Issue 11 image uploads: checked from their bytes, resized by sharp, stored and served. */
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
});
