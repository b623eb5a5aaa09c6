import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactElement } from 'react';
import type { Plugin } from 'vite';

/*
 * antd without CSS-in-JS at run time. On a slow phone antd's style generation cost
 * about a second of every first screen: token maths, serialising, one <style> inserted per
 * component. With `zeroRuntime` (lib/theme/antd-theme.ts) antd generates nothing; this plugin
 * supplies the same styles as plain CSS, made at build time with our theme:
 *
 * - `virtual:antd-css/base.css` (imported by main.tsx): the theme's CSS variables for both modes
 *   and the rules every component shares (icons, links);
 * - one CSS module per antd component folder, imported from that component's style module
 *   (antd/es/<folder>/style/index.js) by a transform: a component's CSS then travels with its code,
 *   in the same chunk, so a page loads the CSS of the components it uses and no other.
 *
 * Extracting takes a while (every component rendered once), so the result is cached in
 * node_modules/.cache keyed by antd's version and the theme's source.
 */

const VIRTUAL_PREFIX = 'virtual:antd-css/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;
/** Any module of a component's style folder (index.js and the sub-styles some parts import directly). */
const STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]([a-z-]+)[\\/]style[\\/][^\\/]+\.js$/;
/**
 * Folders whose style/index.js is an empty stub kept for babel-plugin-import: their components'
 * styles live (and are imported) elsewhere. An unknown stub fails the build rather than lose styles.
 */
const STUB_STYLE_FOLDERS: Record<string, string> = { row: 'grid', col: 'grid', qrcode: 'qr-code', 'config-provider': '' };
/** antd renders a few panels inside a nested ConfigProvider with a generated key that never occurs in the app. */
const GENERATED_KEY = /\.css-var-_R/;
/** A rule found in at least this share of the components' styles is common to all: it goes to base.css. */
const SHARED_SHARE = 0.6;

const rendererRoot = path.dirname(fileURLToPath(import.meta.url));
const themeSource = path.join(rendererRoot, 'src/lib/theme/antd-theme.ts');

export interface AntdCss {
  base: string;
  /** By antd/es folder (button, date-picker, …). */
  byFolder: Record<string, string>;
}

/** The top-level nodes of a stylesheet as text (a rule, or a whole @media / @keyframes block). */
export type CssBlocks = string[];

/** A mode's root variable block: `.hh-light{…}` or `.hh-dark{…}`, the theme's ~380 global tokens. */
const THEME_ROOT_BLOCK = /^\.hh-(light|dark)\s*\{/;

/**
 * Moves a root variable block from the mode's class to the document root, keyed on the mode
 * public/theme-boot.js and ThemeProvider put on <html> (light when none is set). antd puts the
 * class on every component it renders, so under the class every antd element of a page (over a
 * hundred on /partners) declared all ~380 tokens again. Declared once on <html> they are
 * inherited instead. Nothing else declares these tokens (component blocks only set their own
 * `--ant-<component>-*` names), and one ConfigProvider themes the whole document, so every element
 * sees the same values as before.
 */
export function onDocumentRoot(block: string): string {
  const mode = THEME_ROOT_BLOCK.exec(block)![1];
  const selector = mode === 'dark' ? ':root[data-theme=dark]' : ':root:not([data-theme=dark])';
  return block.replace(/^[^{]*/, selector);
}

/**
 * Splits per-component extractions into base + one stylesheet per folder. `light` has, per
 * folder, every block a light-themed render of that component produced (nested components
 * included); `darkVariables` the blocks scoped to `.hh-dark` from a dark render of everything.
 * A block shared by most components goes to base; any other block goes to the smallest folder
 * that produced it, which is the nested component itself (a Search input renders a Button: the
 * button's rules stay with the button, whose code, and so CSS, comes along). A dark block goes
 * where its light twin went.
 */
export function splitAntdCss(light: Record<string, CssBlocks>, darkVariables: CssBlocks): AntdCss {
  const folders = Object.keys(light);
  const sizes = new Map(folders.map((folder) => [folder, light[folder]!.reduce((sum, block) => sum + block.length, 0)]));
  const size = (folder: string) => sizes.get(folder)!;
  const owners = new Map<string, string[]>();
  for (const folder of folders) for (const block of new Set(light[folder])) owners.set(block, [...(owners.get(block) ?? []), folder]);
  const base: string[] = [];
  const byFolder: Record<string, string[]> = Object.fromEntries(folders.map((folder) => [folder, []]));
  const ownerOf = new Map<string, string>();
  for (const [block, holders] of owners) {
    // Root variable blocks (`.hh-light{…}`) are the theme itself: always in base.
    if (THEME_ROOT_BLOCK.test(block)) {
      base.push(onDocumentRoot(block));
      continue;
    }
    if (holders.length >= Math.max(2, folders.length * SHARED_SHARE)) {
      base.push(block);
      continue;
    }
    const owner = holders.reduce((best, folder) => (size(folder) < size(best) ? folder : best));
    byFolder[owner]!.push(block);
    ownerOf.set(block.slice(0, block.indexOf('{')).trim(), owner);
  }
  for (const block of darkVariables) {
    if (THEME_ROOT_BLOCK.test(block)) {
      base.push(onDocumentRoot(block));
      continue;
    }
    const twin = ownerOf.get(block.slice(0, block.indexOf('{')).trim().replaceAll('.hh-dark', '.hh-light'));
    (twin ? byFolder[twin]! : base).push(block);
  }
  return { base: base.join('\n'), byFolder: Object.fromEntries(Object.entries(byFolder).map(([folder, blocks]) => [folder, blocks.join('\n')])) };
}

/** Renders the components with @ant-design/static-style-extract (slow: seconds). */
async function extractAntdCss(): Promise<AntdCss> {
  const [{ extractStyle }, antd, { createElement }, { default: postcss }, { antdTheme }] = await Promise.all([
    import('@ant-design/static-style-extract'),
    import('antd'),
    import('react'),
    import('postcss'),
    import('./src/lib/theme/antd-theme.ts'),
  ]);
  const blocks = (css: string): CssBlocks => postcss.parse(css).nodes.map((node) => node.toString()).filter((block) => !GENERATED_KEY.test(block));
  // Extracted with run-time generation on: that generation is what writes the styles.
  const themed = (mode: 'light' | 'dark') => (node: ReactElement) => createElement(antd.ConfigProvider, { theme: { ...antdTheme(mode), zeroRuntime: false } }, node);

  const antdEs = path.join(path.dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');
  const folders = readdirSync(antdEs).filter((folder) => existsSync(path.join(antdEs, folder, 'style/index.js')));
  for (const folder of folders) {
    const isStub = /^export default \{\};?$/m.test(readFileSync(path.join(antdEs, folder, 'style/index.js'), 'utf8'));
    if (isStub && !(folder in STUB_STYLE_FOLDERS)) throw new Error(`antd/es/${folder}/style is a stub: say in STUB_STYLE_FOLDERS where its styles live`);
  }
  const folderByKey = new Map(folders.map((folder) => [folder.replaceAll('-', ''), STUB_STYLE_FOLDERS[folder] ?? folder]));
  const light: Record<string, CssBlocks> = {};
  for (const name of Object.keys(antd)) {
    const isComponent = /^[A-Z]/.test(name) || name === 'message' || name === 'notification';
    const folder = folderByKey.get(name.toLowerCase());
    if (!isComponent || !folder) continue;
    light[folder] = [...(light[folder] ?? []), ...blocks(extractStyle({ includes: [name], customTheme: themed('light') }))];
  }
  const darkVariables = blocks(extractStyle({ customTheme: themed('dark') })).filter((block) => block.slice(0, block.indexOf('{')).includes('.hh-dark'));
  return splitAntdCss(light, darkVariables);
}

async function cachedAntdCss(): Promise<AntdCss> {
  const require = createRequire(import.meta.url);
  const key = createHash('sha256')
    .update(JSON.stringify([require('antd/package.json').version, require('@ant-design/static-style-extract/package.json').version]))
    .update(readFileSync(themeSource))
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .digest('hex')
    .slice(0, 16);
  const cacheDir = path.join(rendererRoot, '../node_modules/.cache/hardwarehub-antd-css');
  const file = path.join(cacheDir, `${key}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as AntdCss;
  const css = await extractAntdCss();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, JSON.stringify(css));
  return css;
}

/** The Vite side: virtual CSS modules, and the import that ties each to its component's style module. */
export function staticAntdCss(): Plugin {
  let css: Promise<AntdCss> | undefined;
  let devServer = false;
  return {
    name: 'hardwarehub:static-antd-css',
    configResolved(config) {
      devServer = config.command === 'serve';
    },
    resolveId: (id) => (id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      css ??= cachedAntdCss();
      const { base, byFolder } = await css;
      const name = id.slice(RESOLVED_PREFIX.length).replace(/\.css$/, '');
      // The dev server pre-bundles antd, so the transform below never sees its style modules: there
      // base.css carries every component's CSS.
      if (name === 'base') return devServer ? [base, ...Object.values(byFolder)].join('\n') : base;
      return byFolder[name] ?? '';
    },
    transform(code, id) {
      const folder = STYLE_MODULE.exec(id)?.[1];
      return folder ? { code: `import '${VIRTUAL_PREFIX}${folder}.css';\n${code}`, map: null } : null;
    },
  };
}
