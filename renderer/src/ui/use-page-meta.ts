import { useEffect } from 'react';
import { setPageMeta } from '../lib/routing/page-meta.ts';

/**
 * A page whose title comes from its data (a post, a product) sets it here; every other route gets
 * its title and description from the route table (lib/routing/page-meta.ts). null: not known yet.
 */
export function usePageMeta(title: string | null, description?: string): void {
  useEffect(() => {
    if (title) setPageMeta(title, description);
  }, [title, description]);
}
