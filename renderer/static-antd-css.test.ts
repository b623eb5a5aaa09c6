import { describe, expect, it } from 'vitest';
import { splitAntdCss } from './static-antd-css.ts';

describe('splitAntdCss', () => {
  const icon = '.anticon{display:inline-flex}';
  const lightRoot = '.hh-light{--ant-color-primary:#3b5bdb}';
  const button = '.ant-btn{padding:4px}';
  const buttonVars = '.hh-light.ant-btn{--ant-button-gap:8px}';
  const search = '.ant-input-search{width:100%}';
  const tag = '.ant-tag{margin:0}';

  const light = {
    button: [lightRoot, icon, button, buttonVars],
    // The search input renders a button: its rules come along in this extraction.
    input: [lightRoot, icon, search, button, buttonVars],
    tag: [lightRoot, icon, tag],
    // Enough other components for "shared by most" to mean something.
    ...Object.fromEntries(['alert', 'card', 'menu', 'modal', 'spin'].map((folder) => [folder, [lightRoot, icon, `.ant-${folder}{color:red}`]])),
  };
  const dark = ['.hh-dark{--ant-color-primary:#5c7cfa}', '.hh-dark.ant-btn{--ant-button-gap:8px}'];
  const css = splitAntdCss(light, dark);

  it('puts the theme variables, on the document root, and the rules most components share in base', () => {
    expect(css.base).toContain(':root:not([data-theme=dark]){--ant-color-primary:#3b5bdb}');
    expect(css.base).toContain(':root[data-theme=dark]{--ant-color-primary:#5c7cfa}');
    expect(css.base).not.toContain(lightRoot);
    expect(css.base).toContain(icon);
  });

  it("gives a nested component's rules to that component, not to the one that rendered it", () => {
    expect(css.byFolder.button).toContain(button);
    expect(css.byFolder.button).toContain(buttonVars);
    expect(css.byFolder.input).toContain(search);
    expect(css.byFolder.input).not.toContain(button);
    expect(css.byFolder.tag).toBe(tag);
  });

  it("puts a dark variable block beside its light twin", () => {
    expect(css.byFolder.button).toContain('.hh-dark.ant-btn{--ant-button-gap:8px}');
    expect(css.base).not.toContain('.hh-dark.ant-btn');
  });

  it('writes every rule exactly once', () => {
    const all = [css.base, ...Object.values(css.byFolder)].join('\n');
    for (const rule of [icon, ':root:not([data-theme=dark]){', button, buttonVars, search, tag]) expect(all.split(rule).length - 1, rule).toBe(1);
  });
});
