import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResult } from '#shared/schemas/upload-schemas.ts';
import { UPLOAD_MESSAGES } from '#shared/constants/uploads.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { catalogueProduct, imageForm, testImage } from '../../test-support/route-catalogue.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { UploadService } from './upload-service.ts';

interface ReceivedPut {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * Uploads into an S3-compatible bucket (S3_BUCKET) through the real AWS SDK, against a local HTTP
 * server that answers as a bucket would (the real ones are out of reach here).
 */
describe('uploads into an S3-compatible bucket', () => {
  let bucket: Server;
  let server: TestServer;
  let member: TestAccount;
  const received: ReceivedPut[] = [];
  let refuse = false;

  beforeAll(async () => {
    bucket = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (refuse) {
          response.writeHead(403, { 'content-type': 'application/xml' });
          response.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
          return;
        }
        received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(200, { etag: '"0123456789abcdef"' });
        response.end();
      });
    });
    await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
    server = await startTestServer({
      S3_BUCKET: 'hh-images',
      S3_PUBLIC_URL: 'https://images.example.com/',
      S3_ENDPOINT: `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_PREFIX: 'products/',
    });
    member = await signUp(server, 'supplier');
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => bucket?.close(resolve));
  });

  it('signs and puts the display image and the thumbnail, and answers with their public URLs, which a listing accepts', async () => {
    const response = await member.client.post('/api/uploads', imageForm([{ name: 'board.png', bytes: await testImage('png', 900, 600) }]));
    expect(response.status, response.text).toBe(201);
    const [image] = (response.body as UploadResult).images;
    expect(image!.url).toMatch(/^https:\/\/images\.example\.com\/products\/[0-9a-f]{32}\.webp$/);
    expect(image!.thumbnailUrl).toBe(image!.url.replace('.webp', '-thumb.webp'));

    const key = image!.url.slice('https://images.example.com/'.length);
    expect(received.map((put) => put.url.split('?')[0])).toEqual([`/hh-images/${key}`, `/hh-images/${key.replace('.webp', '-thumb.webp')}`]);
    for (const put of received) {
      expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/us-east-1\/s3\/aws4_request/);
      expect(put.headers['content-type']).toBe('image/webp');
      expect(put.headers['cache-control']).toContain('immutable');
    }
    expect((await sharp(received[0]!.body).metadata()).width).toBe(900);

    const listing = await member.client.post('/api/products', catalogueProduct({ images: [image!.url] }));
    expect(listing.status, listing.text).toBe(201);
    expect(listing.body.images).toEqual([image!.url]);
  });

  it('answers 503 with a message, not a crash, when the bucket refuses', async () => {
    refuse = true;
    try {
      const response = await member.client.post('/api/uploads', imageForm([{ name: 'other.png', bytes: await testImage('png', 70, 70) }]));
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ message: UPLOAD_MESSAGES.failed });
    } finally {
      refuse = false;
    }
  });

  it('deletes both objects of an image no listing shows once its grace period has passed, and keeps a listed one', async () => {
    const response = await member.client.post('/api/uploads', imageForm([{ name: 'unused.png', bytes: await testImage('png', 80, 60) }]));
    expect(response.status, response.text).toBe(201);
    const key = (response.body as UploadResult).images[0]!.url.slice('https://images.example.com/'.length);
    const listed = received.find((request) => request.method === 'PUT')!.url.split('?')[0]!;
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    server.app.deps.clock = { now: () => later };
    // The listed image of the first test stays; this one and the one the bucket refused go.
    expect(await new UploadService(server.app.deps).sweep()).toEqual({ removed: 2, kept: 1, failed: 0 });
    const deleted = received.filter((request) => request.method === 'DELETE').map((request) => request.url.split('?')[0]);
    expect(deleted).toEqual(expect.arrayContaining([`/hh-images/${key}`, `/hh-images/${key.replace('.webp', '-thumb.webp')}`]));
    expect(deleted).toHaveLength(4);
    expect(deleted).not.toContain(listed);
  });
});
