import { useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/** A change to some query parameters: a string sets one, null or undefined removes it. */
export type SearchParamChanges = Record<string, string | null | undefined>;

/**
 * The page's query parameters with a writer that changes only the named ones. The router hands
 * new parameters to the next render, so a second change made before then (a search typed right
 * after a tab click) builds on the first instead of writing the old tab back.
 */
export function useSearchParamPatch(): [search: URLSearchParams, patch: (changes: SearchParamChanges, options?: NavigateOptions) => void] {
  const [search, setSearch] = useSearchParams();
  // What the last change wrote, and the parameters it was written over.
  const pending = useRef<{ over: URLSearchParams; written: URLSearchParams } | null>(null);
  const patch = (changes: SearchParamChanges, options: NavigateOptions = { replace: true }) => {
    // While `search` is still what the last change was written over, the router has not rendered it yet.
    const base = pending.current?.over === search ? pending.current.written : search;
    const next = new URLSearchParams(base);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === undefined) next.delete(key);
      else next.set(key, value);
    }
    pending.current = { over: search, written: next };
    setSearch(next, options);
  };
  return [search, patch];
}
