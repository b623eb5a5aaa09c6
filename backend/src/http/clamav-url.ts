// CLAMAV_URL is read by config.ts, the files module's virus scanner and the tests' clamd, so it lives below them all.

/** Where clamd listens: `tcp://host:port` or `unix:///path/to/clamd.ctl`. */
export type ClamdAddress = { host: string; port: number } | { socketPath: string };

const URL_FORMS = 'tcp://host:port or unix:///path/to/clamd.ctl';

/** Reads CLAMAV_URL; throws a message naming the accepted forms (config.ts shows it as a configuration error). */
export function parseClamavUrl(url: string): ClamdAddress {
  const invalid = (why: string) => new Error(`must be ${URL_FORMS} (${why}), got "${url}"`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid('not a URL');
  }
  if (parsed.username || parsed.password || parsed.search || parsed.hash) throw invalid('no credentials, query or fragment');
  if (parsed.protocol === 'tcp:') {
    if (!parsed.hostname) throw invalid('no host');
    if (!parsed.port || parsed.port === '0') throw invalid('no port');
    if (parsed.pathname !== '' && parsed.pathname !== '/') throw invalid('a TCP address has no path');
    // URL keeps IPv6 literals bracketed; net.connect wants them bare.
    return { host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'), port: Number(parsed.port) };
  }
  if (parsed.protocol === 'unix:') {
    // unix://relative/path would read "relative" as a host: only an absolute path is meant.
    if (parsed.host) throw invalid('the socket path must be absolute, after three slashes');
    const socketPath = decodeURIComponent(parsed.pathname);
    if (socketPath.length < 2 || socketPath.endsWith('/')) throw invalid('no socket path');
    return { socketPath };
  }
  throw invalid(`unknown scheme ${parsed.protocol}`);
}
