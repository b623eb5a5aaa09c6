import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to `#anchor` after navigation (e.g. Benefits from another page lands on /#benefits),
 * and to the top on plain page changes. The target may render a frame later, so retry briefly.
 */
export function ScrollToHash() {
  const { pathname, search, hash, key } = useLocation();
  const firstPage = useRef(true);

  // The address of the page drawn now, on <html data-drawn-path>: the router moves to a new address
  // only once that page's code and styles are in, so this says when a navigation has finished (what
  // browser tests wait for, as the app's links give no other sign).
  useEffect(() => {
    document.documentElement.dataset.drawnPath = `${pathname}${search}`;
  }, [pathname, search]);

  useEffect(() => {
    const first = firstPage.current;
    firstPage.current = false;
    if (!hash) {
      // Not on the first page: the browser placed it (at the top, or where a reload left it), and
      // asking where the page is scrolled forces a layout while the app is still taking the page over.
      if (!first) window.scrollTo({ top: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let attempts = 0;
    let frame = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      } else if (attempts++ < 20) {
        frame = requestAnimationFrame(tryScroll);
      }
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key]);

  return null;
}
