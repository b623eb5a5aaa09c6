import { createHash, createHmac } from 'node:crypto';
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

const SECRET = 'test-secret';
const strictEncode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Whether a presigned URL (query-string SigV4, signing only `host`) carries the signature S3 would compute with the test secret. */
function validPresignature(url: URL, host: string): boolean {
  const q = url.searchParams;
  const [, date, region, service] = /^[^/]+\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request$/.exec(q.get('X-Amz-Credential') ?? '') ?? [];
  if (!date || q.get('X-Amz-SignedHeaders') !== 'host') return false;
  const query = [...q].filter(([name]) => name !== 'X-Amz-Signature').map(([name, value]) => `${strictEncode(name)}=${strictEncode(value)}`).sort().join('&');
  const canonical = ['GET', url.pathname, query, `host:${host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', q.get('X-Amz-Date'), scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const key = [date, region!, service!, 'aws4_request'].reduce<Buffer | string>((k, part) => createHmac('sha256', k).update(part).digest(), `AWS4${SECRET}`);
  return createHmac('sha256', key).update(toSign).digest('hex') === q.get('X-Amz-Signature');
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
        // A presigned GET (a browser following the download's redirect): the signature must hold, and the
        // bucket answers with the headers the URL asks for, as S3 does.
        const presigned = q.has('X-Amz-Signature');
        if (presigned && !validPresignature(url, String(request.headers.host))) return xml(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
        const found = objects.get(key);
        if (!found) return method === 'HEAD' ? (response.writeHead(404), response.end()) : missing();
        const asked = presigned ? { 'content-disposition': q.get('response-content-disposition') ?? '', 'content-type': q.get('response-content-type') ?? '' } : {};
        response.writeHead(200, { 'content-length': found.body.length, etag: '"obj"', ...found.meta, ...asked });
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
      S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: SECRET,
    });
    [owner, partner] = await Promise.all([signUp(server, 'entrepreneur', {}, { verified: true }), signUp(server, 'manufacturer', {}, { verified: true })]);
    connectionId = await converse(owner, partner);
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => bucket.server.close(() => resolve()));
  });

  it('uploads through tus into the bucket in two PATCHes, moves the bytes to a private key and hands them out through the bucket', async () => {
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
    // Sent with a message: only then is it the partner's to see.
    const sent = await owner.client.post('/api/messages', { connectionId, recipientId: partner.user.id, content: 'The part', attachmentIds: [id] });
    expect(sent.status, sent.text).toBe(201);

    const file = (await partner.client.get(`/api/files/${id}`)).body as FileView;
    expect(file).toMatchObject({ kind: 'stl', size: bytes.length, scanStatus: 'not_scanned', downloadable: true });
    const row = await server.knex('files').where({ id }).first();
    expect(bucket.objects.get(row.storageKey)?.body).toEqual(bytes);
    // Only the final key is left: the upload's object and its info are gone.
    expect([...bucket.objects.keys()]).toEqual([row.storageKey]);

    // The server checks who asks, then sends the browser to the bucket with a URL valid for a minute.
    const answer = await fetch(`${server.url}/api/files/${id}/download`, { headers: { cookie: cookieHeader(partner.client) }, redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const signed = new URL(answer.headers.get('location')!);
    expect(signed.origin).toBe(`http://127.0.0.1:${(bucket.server.address() as AddressInfo).port}`);
    expect(signed.pathname).toBe(`/files/${row.storageKey}`);
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('60');
    // Followed without the member's cookie (another origin), the bucket serves the bytes as an attachment.
    const download = await fetch(signed);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="part.stl"; filename*=UTF-8''part.stl`);
    expect(download.headers.get('content-type')).toBe(file.mime);
    expect(createHash('sha256').update(Buffer.from(await download.arrayBuffer())).digest('hex')).toBe(file.sha256);
    // The URL cannot be bent to another object or another name.
    const tampered = new URL(signed);
    tampered.searchParams.set('response-content-disposition', 'inline');
    expect((await fetch(tampered)).status).toBe(403);

    // Someone who may not see the file gets no URL.
    const stranger = await signUp(server, 'manufacturer');
    const refused = await fetch(`${server.url}/api/files/${id}/download`, { headers: { cookie: cookieHeader(stranger.client) }, redirect: 'manual' });
    expect(refused.status).toBe(404);
    expect(refused.headers.get('location')).toBeNull();

    expect((await owner.client.delete(`/api/files/${id}`)).status).toBe(204);
    expect(bucket.objects.size).toBe(0);
  });
});
