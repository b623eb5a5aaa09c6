/**
 * The CSS a server-drawn page needs for its first paint, picked per request from the rules of the
 * stylesheets its route loads (scripts/build-renderer.ts writes them as CssRule lists): a rule
 * stays when every class one of its selectors requires occurs in the page. Parsing 500 KB of CSS
 * before the first paint cost a slow phone a third of a second; the page needs a fifth of it. The
 * full stylesheets arrive with the app's code, before it takes the page over.
 */
export interface CssRule {
  /** The rule as CSS text, inside its @media / @supports wrappers. */
  css: string;
  /** Per selector, the classes it requires; the rule is needed when one selector's are all present. Empty: always needed. */
  need: string[][];
}

/** Every class name in the HTML's class attributes. */
export function usedClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

export function criticalCss(rules: readonly CssRule[], classes: ReadonlySet<string>): string {
  let css = '';
  for (const rule of rules) if (rule.need.length === 0 || rule.need.some((names) => names.every((name) => classes.has(name)))) css += rule.css;
  return css;
}

/**
 * The classes a selector requires of the page, for the build's rule lists. Classes inside
 * :not(), :is(), :where() and :has() are left out (they may be absent, or alternatives), so a
 * selector may be kept when not needed, never dropped when needed.
 */
export function requiredClasses(selector: string): string[] {
  let plain = selector;
  // Innermost functional pseudo-classes first, until none is left.
  for (let previous = ''; previous !== plain; ) {
    previous = plain;
    plain = plain.replace(/:(?:not|is|where|has|matches|-webkit-any)\([^()]*\)/g, '');
  }
  return [...new Set([...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)(?![\w-]*\\)/g)].map((match) => match[1]!))];
}
