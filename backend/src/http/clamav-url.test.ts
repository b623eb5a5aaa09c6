import { describe, expect, it } from 'vitest';
import { parseClamavUrl } from './clamav-url.ts';

describe('CLAMAV_URL', () => {
  it('reads a TCP address and a Unix socket path', () => {
    expect(parseClamavUrl('tcp://127.0.0.1:3310')).toEqual({ host: '127.0.0.1', port: 3310 });
    expect(parseClamavUrl('tcp://clamav.internal:3310/')).toEqual({ host: 'clamav.internal', port: 3310 });
    expect(parseClamavUrl('tcp://[::1]:3310')).toEqual({ host: '::1', port: 3310 });
    expect(parseClamavUrl('unix:///var/run/clamav/clamd.ctl')).toEqual({ socketPath: '/var/run/clamav/clamd.ctl' });
    expect(parseClamavUrl('unix:///tmp/clam%20av/clamd.sock')).toEqual({ socketPath: '/tmp/clam av/clamd.sock' });
  });

  it('refuses anything else, saying what it expects and why', () => {
    const cases: [string, RegExp][] = [
      ['127.0.0.1:3310', /not a URL/],
      ['localhost:3310', /unknown scheme localhost:/],
      ['clamd', /not a URL/],
      ['tcp://127.0.0.1', /no port/],
      ['tcp://127.0.0.1:0', /no port/],
      ['tcp://:3310', /not a URL|no host/],
      ['tcp://127.0.0.1:3310/scan', /a TCP address has no path/],
      ['tcp://user:secret@127.0.0.1:3310', /no credentials/],
      ['tcp://127.0.0.1:99999', /not a URL/],
      ['unix://var/run/clamd.ctl', /the socket path must be absolute/],
      ['unix:///', /no socket path/],
      ['http://127.0.0.1:3310', /unknown scheme http:/],
    ];
    for (const [url, why] of cases) {
      expect(() => parseClamavUrl(url), url).toThrow(/^must be tcp:\/\/host:port or unix:\/\/\/path\/to\/clamd\.ctl \(/);
      expect(() => parseClamavUrl(url), url).toThrow(why);
    }
  });
});
