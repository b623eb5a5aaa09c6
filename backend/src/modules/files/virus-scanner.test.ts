import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createVirusScanner } from './virus-scanner.ts';

describe('createVirusScanner', () => {
  it('is disabled without a URL: ping is false and scan refuses (and lets go of the stream)', async () => {
    const scanner = createVirusScanner({});
    expect(scanner.enabled).toBe(false);
    expect(await scanner.ping()).toBe(false);
    const bytes = Readable.from([Buffer.from('x')]);
    await expect(scanner.scan(bytes)).rejects.toThrow(/Virus scanning is off \(CLAMAV_URL is not set\)/);
    expect(bytes.destroyed).toBe(true);
  });

  it('refuses a malformed URL or timeout at once, before any file reaches it', () => {
    expect(() => createVirusScanner({ url: 'tcp://localhost' })).toThrow(/no port/);
    expect(() => createVirusScanner({ url: 'tcp://localhost:3310', timeoutMs: 0 })).toThrow(/timeoutMs must be positive/);
  });

  it('is enabled with a URL, and connects to nothing until asked', () => {
    expect(createVirusScanner({ url: 'tcp://127.0.0.1:3310' }).enabled).toBe(true);
    expect(createVirusScanner({ url: 'unix:///var/run/clamav/clamd.ctl' }).enabled).toBe(true);
  });
});
