import { describe, expect, it } from 'vitest';
import { criticalCss, requiredClasses, usedClasses, type CssRule } from './critical-css.ts';

describe('critical CSS of a server-drawn page', () => {
  it('reads the classes of the HTML', () => {
    expect([...usedClasses('<div class="a b"><span class="c">x</span><p data-class="d" class="">y</p></div>')]).toEqual(['a', 'b', 'c']);
  });

  it('requires the classes a selector names, not those under :not, :is, :where or :has', () => {
    expect(requiredClasses('.ant-btn.ant-btn-primary:hover > .anticon')).toEqual(['ant-btn', 'ant-btn-primary', 'anticon']);
    expect(requiredClasses('.ant-btn:not(.ant-btn-disabled):not(:disabled):hover')).toEqual(['ant-btn']);
    expect(requiredClasses(':where(.hh-light, .hh-dark) .ant-card')).toEqual(['ant-card']);
    expect(requiredClasses('.x:is(.a:not(.b), .c) .d')).toEqual(['x', 'd']);
    expect(requiredClasses('[class*=ant-col-] , html body, :root')).toEqual([]);
  });

  it('keeps a rule when one of its selectors is satisfied, and every rule without a requirement, in order', () => {
    const rules: CssRule[] = [
      { css: ':root{--a:1}', need: [] },
      { css: '.a .b{color:red}', need: [['a', 'b']] },
      { css: '.z,.c{color:blue}', need: [['z'], ['c']] },
      { css: '@media (max-width:575px){.m{display:none}}', need: [['m']] },
      { css: '@keyframes spin{to{transform:rotate(1turn)}}', need: [] },
      { css: '.a .missing{color:green}', need: [['a', 'missing']] },
    ];
    expect(criticalCss(rules, new Set(['a', 'b', 'c']))).toBe(':root{--a:1}.a .b{color:red}.z,.c{color:blue}@keyframes spin{to{transform:rotate(1turn)}}');
  });
});
