import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN_TOKEN } from '#shared/api/server-render.ts';
import { atOrigin, withPageHead } from './page-head.ts';

describe('a page head in the app shell', () => {
  it("replaces the shell's title and description with the page's own tags", () => {
    const shell = '<html><head>\n<meta charset="UTF-8" />\n<meta name="description" content="generic" />\n<title>HardwareHub</title>\n<script src="/theme-boot.js"></script>\n</head><body></body></html>';
    expect(withPageHead(shell, '<title>Blog | HardwareHub</title><meta name="description" content="Stories">')).toBe(
      '<html><head>\n<meta charset="UTF-8" />\n<script src="/theme-boot.js"></script>\n<title>Blog | HardwareHub</title><meta name="description" content="Stories"></head><body></body></html>',
    );
  });

  it("points the head's absolute URLs at the site's public origin", () => {
    expect(atOrigin(`<link rel="canonical" href="${SITE_ORIGIN_TOKEN}/blog"><meta property="og:url" content="${SITE_ORIGIN_TOKEN}/blog">`, 'https://hub.example.com/')).toBe(
      '<link rel="canonical" href="https://hub.example.com/blog"><meta property="og:url" content="https://hub.example.com/blog">',
    );
  });
});
