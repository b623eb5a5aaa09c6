/**
 * The WAI-ARIA tabs keyboard pattern: the index of the tab a key moves to (arrows wrap, Home and
 * End jump), or undefined for other keys. Shared by ui/light-tabs.tsx and the site's filter tabs.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  const next = ({ ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 } as Record<string, number>)[key];
  return next === undefined ? undefined : (next + count) % count;
}
