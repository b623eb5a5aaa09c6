import { describe, expect, it } from 'vitest';
import { apiOriginArgument, apiOriginFromArgv, DEFAULT_APP_URL, isSameOrigin, resolveAppUrl } from './app-url.ts';

describe('resolveAppUrl', () => {
  it('defaults to the local server and honours HARDWAREHUB_URL', () => {
    expect(resolveAppUrl({}).href).toBe(`${DEFAULT_APP_URL}/`);
    expect(resolveAppUrl({ HARDWAREHUB_URL: '  ' }).origin).toBe(DEFAULT_APP_URL);
    expect(resolveAppUrl({ HARDWAREHUB_URL: 'https://app.hardwarehub.example' }).origin).toBe('https://app.hardwarehub.example');
  });

  it('rejects non-http URLs and credentials', () => {
    expect(() => resolveAppUrl({ HARDWAREHUB_URL: 'file:///etc/passwd' })).toThrow(/http/);
    expect(() => resolveAppUrl({ HARDWAREHUB_URL: 'https://u:p@example.com' })).toThrow(/credentials/);
    expect(() => resolveAppUrl({ HARDWAREHUB_URL: 'localhost:3000' })).toThrow();
  });
});

describe('origin helpers', () => {
  it('compares scheme, host and port', () => {
    expect(isSameOrigin('http://localhost:3000/login?x=1', 'http://localhost:3000')).toBe(true);
    expect(isSameOrigin('http://localhost:3001/', 'http://localhost:3000')).toBe(false);
    expect(isSameOrigin('nonsense', 'http://localhost:3000')).toBe(false);
  });

  it('passes the origin to the preload through argv', () => {
    const argv = ['electron', '--type=renderer', apiOriginArgument('http://localhost:3000')];
    expect(apiOriginFromArgv(argv)).toBe('http://localhost:3000');
    expect(apiOriginFromArgv(['electron'])).toBe('');
    expect(apiOriginFromArgv(['--hardwarehub-api-origin=javascript:alert(1)'])).toBe('');
  });
});
