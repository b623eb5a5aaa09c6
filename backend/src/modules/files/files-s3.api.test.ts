import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileView } from '#shared/schemas/file-schemas.ts';
import { signUp, type TestAccount } from '../../test-support/accounts.ts';
import { converse } from '../../test-support/conversations.ts';
import { SAMPLES } from '../../test-support/file-samples.ts';
import { TUS, tusCreation } from '../../test-support/route-catalogue.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { cookieHeader } from '../../test-support/test-sockets.ts';

/** The body as sent: aws-chunked bodies (the SDK's streamed uploads with a trailing checksum) decoded. */
function payloadOf(request: IncomingMessage, raw: Buffer): Buffer {
  if (!String(request.headers['content-encoding'] ?? '').includes('aws-chunked')) return raw;
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const end = raw.indexOf('\r\n', at);
    const size = parseInt(raw.subarray(at, end).toString('latin1').split(';')[0]!, 16);
    if (!size) return Buffer.concat(parts);
    parts.push(raw.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
}

/**
 * A bucket in memory answering the S3 calls @tus/s3-store and the files module make (multipart
 * uploads, objects, copies), path-style; the real services are out of reach here.
 */
function fakeBucket() {
  const objects = new Map<string, { body: Buffer; meta: Record<string, string> }>();
  const multipart = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  let next = 1;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://bucket');
      const key = decodeURIComponent(url.pathname.split('/').slice(2).join('/'));
      const q = url.searchParams;
      const body = payloadOf(request, Buffer.concat(chunks));
      const xml = (status: number, text: string) => {
        response.writeHead(status, { 'content-type': 'application/xml' });
        response.end(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
      };
      const missing = () => xml(404, '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
      const method = request.method;
      if (method === 'POST' && q.has('uploads')) {
        const id = `mp-${next++}`;
        multipart.set(id, { key, parts: new Map() });
        return xml(200, `<InitiateMultipartUploadResult><Bucket>files</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
      }
      if (method === 'PUT' && q.has('uploadId')) {
        multipart.get(q.get('uploadId')!)!.parts.set(Number(q.get('partNumber')), body);
        response.writeHead(200, { etag: `"p${q.get('partNumber')}"` });
        return response.end();
      }
      if (method === 'GET' && q.has('uploadId')) {
        const upload = multipart.get(q.get('uploadId')!);
        if (!upload) return xml(404, '<Error><Code>NoSuchUpload</Code></Error>');
        const parts = [...upload.parts].map(([n, part]) => `<Part><PartNumber>${n}</PartNumber><ETag>"p${n}"</ETag><Size>${part.length}</Size></Part>`).join('');
        return xml(200, `<ListPartsResult><Bucket>files</Bucket><Key>${key}</Key><UploadId>${q.get('uploadId')}</UploadId><IsTruncated>false</IsTruncated>${parts}</ListPartsResult>`);
      }
      if (method === 'POST' && q.has('uploadId')) {
        const upload = multipart.get(q.get('uploadId')!)!;
        objects.set(upload.key, { body: Buffer.concat([...upload.parts].sort(([a], [b]) => a - b).map(([, part]) => part)), meta: {} });
        multipart.delete(q.get('uploadId')!);
        return xml(200, `<CompleteMultipartUploadResult><Bucket>files</Bucket><Key>${key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`);
      }
      if (method === 'DELETE' && q.has('uploadId')) {
        multipart.delete(q.get('uploadId')!);
        response.writeHead(204);
        return response.end();
      }
      if (method === 'PUT' && request.headers['x-amz-copy-source']) {
        const source = decodeURIComponent(String(request.headers['x-amz-copy-source'])).replace(/^\/?files\//, '');
        const found = objects.get(source);
        if (!found) return missing();
        objects.set(key, { ...found });
        return xml(200, '<CopyObjectResult><ETag>"copy"</ETag><LastModified>2026-11-27T00:00:00.000Z</LastModified></CopyObjectResult>');
      }
      if (method === 'PUT') {
        const meta = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.startsWith('x-amz-meta-')).map(([name, value]) => [name, String(value)]));
        objects.set(key, { body, meta });
        response.writeHead(200, { etag: '"put"' });
        return response.end();
      }
      if (method === 'GET' || method === 'HEAD') {
        const found = objects.get(key);
        if (!found) return method === 'HEAD' ? (response.writeHead(404), response.end()) : missing();
        response.writeHead(200, { 'content-length': found.body.length, etag: '"obj"', ...found.meta });
        return response.end(method === 'HEAD' ? undefined : found.body);
      }
      if (method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      }
      xml(400, '<Error><Code>NotImplemented</Code></Error>');
    });
  });
  return { server, objects, multipart };
}

describe('shared files in an S3-compatible bucket', () => {
  const bucket = fakeBucket();
  let server: TestServer;
  let owner: TestAccount;
  let partner: TestAccount;
  let connectionId: number;

  beforeAll(async () => {
    await new Promise<void>((resolve) => bucket.server.listen(0, '127.0.0.1', resolve));
    const { port } = bucket.server.address() as AddressInfo;
    server = await startTestServer({
      S3_BUCKET: 'files', S3_PUBLIC_URL: 'https://cdn.example', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    [owner, partner] = await Promise.all([signUp(server, 'entrepreneur', {}, { verified: true }), signUp(server, 'manufacturer', {}, { verified: true })]);
    connectionId = await converse(owner, partner);
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => bucket.server.close(() => resolve()));
  });

  it('uploads through tus into the bucket in two PATCHes, moves the bytes to a private key and streams them back', async () => {
    const bytes = SAMPLES.binaryStl(2000);
    const created = await owner.client.request('POST', '/api/files/uploads', undefined, tusCreation(bytes.length, { filename: 'part.stl', context: 'conversation', connectionId: String(connectionId) }));
    expect(created.status, created.text).toBe(201);
    const location = created.headers.get('location')!;
    const patch = (offset: number, chunk: Buffer) =>
      fetch(`${server.url}${location}`, {
        method: 'PATCH',
        headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', cookie: cookieHeader(owner.client) },
        body: new Uint8Array(chunk),
      });
    const half = 40_000;
    expect((await patch(0, bytes.subarray(0, half))).status).toBe(204);
    const head = await owner.client.request('HEAD', location, undefined, TUS);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const last = await patch(half, bytes.subarray(half));
    expect(last.status, await last.clone().text()).toBe(204);
    const id = Number(last.headers.get('x-file-id'));

    const file = (await partner.client.get(`/api/files/${id}`)).body as FileView;
    expect(file).toMatchObject({ kind: 'stl', size: bytes.length, scanStatus: 'not_scanned', downloadable: true });
    const row = await server.knex('files').where({ id }).first();
    expect(bucket.objects.get(row.storageKey)?.body).toEqual(bytes);
    // Only the final key is left: the upload's object and its info are gone.
    expect([...bucket.objects.keys()]).toEqual([row.storageKey]);

    const download = await fetch(`${server.url}/api/files/${id}/download`, { headers: { cookie: cookieHeader(partner.client) } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''part.stl");
    expect(createHash('sha256').update(Buffer.from(await download.arrayBuffer())).digest('hex')).toBe(file.sha256);

    expect((await owner.client.delete(`/api/files/${id}`)).status).toBe(204);
    expect(bucket.objects.size).toBe(0);
  });
});
