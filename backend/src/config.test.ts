import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hh-config-')), SESSION_SECRET: 'x'.repeat(40) });
/** Production settings that start: a mail server is configured. */
const baseProduction = () => ({ ...base(), NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: 'HardwareHub <notifications@mail.example.com>' });

describe('configuration', () => {
  it('never seeds demo data in production unless asked to on purpose', () => {
    expect(loadConfig({ ...base() }).seedDemoData).toBe(true);
    expect(loadConfig({ ...baseProduction() }).seedDemoData).toBe(false);
    expect(loadConfig({ ...baseProduction(), SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ ...base(), SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('refuses a production APP_URL on plain http except for localhost, in one line', () => {
    expect(() => loadConfig({ ...baseProduction(), APP_URL: 'http://hardwarehub.example.com' })).toThrow(
      /^Invalid configuration: APP_URL must be an https:\/\/ URL in production \(plain http only for localhost\), got http:\/\/hardwarehub\.example\.com$/,
    );
    expect(loadConfig({ ...baseProduction(), APP_URL: 'https://hardwarehub.example.com' }).publicHttps).toBe(true);
    expect(loadConfig({ ...baseProduction(), APP_URL: 'http://localhost:3000' }).publicHttps).toBe(false);
    expect(loadConfig({ ...baseProduction() }).appUrl).toBe('http://localhost:3000');
  });

  it("reads TRUST_PROXY as a number of hops or as the proxies' addresses", () => {
    expect(loadConfig({ ...base() }).trustProxy).toEqual({ hops: 0 });
    expect(loadConfig({ ...base(), TRUST_PROXY: 'false' }).trustProxy).toEqual({ hops: 0 });
    expect(loadConfig({ ...base(), TRUST_PROXY: 'true' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ ...base(), TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ ...base(), TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual({ proxies: ['10.0.0.0/8', '127.0.0.1'] });
    expect(() => loadConfig({ ...base(), TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: TRUST_PROXY must be false, true, the number of proxy hops/);
    expect(() => loadConfig({ ...base(), TRUST_PROXY: '10.0.0.0/8,10.0.0.300' })).toThrow(/"10\.0\.0\.300" is not an IP address or CIDR range/);
  });

  it('refuses to start in production without SMTP_URL unless the mail outbox is chosen on purpose', () => {
    const { SESSION_SECRET, DATA_DIR } = base();
    const production = { NODE_ENV: 'production', SESSION_SECRET, DATA_DIR };
    expect(() => loadConfig(production)).toThrow(
      /^Invalid configuration: SMTP_URL is not set, so no mail \(verification, password reset\) would reach anyone\. Set SMTP_URL, or MAIL_OUTBOX=true/,
    );
    expect(() => loadConfig({ ...production, SMTP_URL: '' })).toThrow(/SMTP_URL is not set/);
    expect(() => loadConfig({ ...production, MAIL_OUTBOX: 'false' })).toThrow(/SMTP_URL is not set/);
    expect(loadConfig({ ...production, MAIL_OUTBOX: 'true' })).toMatchObject({ smtpUrl: undefined, logMailLinks: false });
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: 'HardwareHub <notifications@mail.example.com>' })).toMatchObject({ smtpUrl: 'smtp://mail.example.com:587', logMailLinks: false });
    expect(() => loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.com:587', MAIL_OUTBOX: 'true' })).toThrow(/SMTP_URL and MAIL_OUTBOX=true are both set/);
    // Development keeps the outbox by default, and prints each mail's link for the developer.
    expect(loadConfig(base())).toMatchObject({ smtpUrl: undefined, logMailLinks: true });
  });

  it('refuses to send real mail in production from the placeholder MAIL_FROM, in one line', () => {
    const withoutFrom = { ...baseProduction(), MAIL_FROM: undefined };
    expect(() => loadConfig(withoutFrom)).toThrow(/^Invalid configuration: MAIL_FROM is still the placeholder HardwareHub <no-reply@hardwarehub\.local>\. Set it to an address on a domain you control/);
    expect(() => loadConfig({ ...withoutFrom, MAIL_FROM: 'Ops <ops@hardwarehub.local>' })).toThrow(/MAIL_FROM is still the placeholder/);
    expect(loadConfig(baseProduction()).mailFrom).toBe('HardwareHub <notifications@mail.example.com>');
    // Mails kept as files on purpose, or outside production, may keep the placeholder.
    expect(loadConfig({ ...withoutFrom, SMTP_URL: '', MAIL_OUTBOX: 'true' }).mailFrom).toBe('HardwareHub <no-reply@hardwarehub.local>');
    expect(loadConfig({ ...base(), SMTP_URL: 'smtp://mail.example.com:587' }).mailFrom).toBe('HardwareHub <no-reply@hardwarehub.local>');
  });

  it('takes CLAMAV_URL as tcp://host:port or unix:///path, and warns in production without it', () => {
    expect(loadConfig({ ...base(), CLAMAV_URL: 'tcp://127.0.0.1:3310' }).clamavUrl).toBe('tcp://127.0.0.1:3310');
    expect(loadConfig({ ...base(), CLAMAV_URL: 'tcp://clamav.internal:3310' }).clamavUrl).toBe('tcp://clamav.internal:3310');
    expect(loadConfig({ ...base(), CLAMAV_URL: 'unix:///var/run/clamav/clamd.ctl' }).clamavUrl).toBe('unix:///var/run/clamav/clamd.ctl');
    expect(loadConfig({ ...base() }).clamavUrl).toBeUndefined();
    expect(loadConfig({ ...base(), CLAMAV_URL: '' }).clamavUrl).toBeUndefined();
    for (const bad of ['127.0.0.1:3310', 'tcp://127.0.0.1', 'http://127.0.0.1:3310', 'unix://var/run/clamd.ctl', 'tcp://127.0.0.1:3310/scan']) {
      expect(() => loadConfig({ ...base(), CLAMAV_URL: bad })).toThrow(/CLAMAV_URL: CLAMAV_URL must be tcp:\/\/host:port or unix:\/\/\/path\/to\/clamd\.ctl/);
    }

    expect(loadConfig({ ...baseProduction() }).startupWarnings).toEqual([
      `CLAMAV_URL is not set: uploaded files are not virus-scanned and are marked 'not scanned' (docs/operations.md, "Virus scanning")`,
    ]);
    expect(loadConfig({ ...baseProduction(), CLAMAV_URL: 'tcp://127.0.0.1:3310' }).startupWarnings).toEqual([]);
    // Outside production nobody expects a scanner on a laptop.
    expect(loadConfig({ ...base() }).startupWarnings).toEqual([]);
  });

  it('lets the cookie follow the scheme unless COOKIE_SECURE forces it', () => {
    expect(loadConfig({ ...baseProduction() }).cookieSecure).toBe('auto');
    expect(loadConfig({ ...base(), COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  });

  it('takes extra allowed origins and refuses anything that is not an origin', () => {
    expect(loadConfig({ ...base(), APP_URL: 'https://hh.example.com/', ALLOWED_ORIGINS: 'app://hardwarehub, http://localhost:5173' }).allowedOrigins)
      .toEqual(['https://hh.example.com', 'app://hardwarehub', 'http://localhost:5173']);
    // The desktop app's origin is always there; CORS answers go to the other origins, never to the app's own.
    const config = loadConfig({ ...base(), APP_URL: 'https://hh.example.com/', ALLOWED_ORIGINS: 'http://localhost:5173' });
    expect(config.allowedOrigins).toEqual(['https://hh.example.com', 'app://hardwarehub', 'http://localhost:5173']);
    expect(config.corsOrigins).toEqual(['app://hardwarehub', 'http://localhost:5173']);
    expect(() => loadConfig({ ...base(), ALLOWED_ORIGINS: 'https://a.example.com/path' })).toThrow(/ALLOWED_ORIGINS entry "https:\/\/a.example.com\/path" is not an origin/);
  });

  it('stores uploads on disk under DATA_DIR by default, or in a bucket that names where its images are served from', () => {
    const config = loadConfig(base());
    expect(config.uploadsDir).toBe(path.join(config.dataDir, 'uploads'));
    expect(config.s3).toBeNull();
    expect(() => loadConfig({ ...base(), S3_BUCKET: 'images' })).toThrow(/S3_BUCKET needs S3_PUBLIC_URL/);
    expect(loadConfig({ ...base(), S3_BUCKET: 'images', S3_PUBLIC_URL: 'https://cdn.example.com/' }).s3).toMatchObject({ bucket: 'images', publicUrl: 'https://cdn.example.com', region: 'us-east-1', forcePathStyle: false });
  });

  it('answers the AI tools with the built-in engine unless a model server is configured', () => {
    expect(loadConfig(base()).ai).toEqual({ model: null, modelCallsPerHour: 30, builtinCallsPerHour: 300 });
    expect(loadConfig({ ...base(), OPENAI_BASE_URL: 'http://localhost:11434/v1', OPENAI_MODEL: 'llama3.1' }).ai.model).toEqual({
      apiKey: null, baseURL: 'http://localhost:11434/v1', model: 'llama3.1', timeoutMs: 10_000, maxRetries: 0,
    });
    expect(loadConfig({ ...base(), OPENAI_API_KEY: 'sk-test' }).ai.model).toMatchObject({ apiKey: 'sk-test', baseURL: null, model: 'gpt-4.1-mini' });
    expect(() => loadConfig({ ...base(), OPENAI_BASE_URL: 'localhost:11434' })).toThrow(/OPENAI_BASE_URL/);
    expect(() => loadConfig({ ...base(), OPENAI_TIMEOUT_MS: '0' })).toThrow(/OPENAI_TIMEOUT_MS/);
  });
});
