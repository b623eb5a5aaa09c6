import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to `#anchor` after navigation (e.g. Benefits from another page lands on /#benefits),
 * and to the top on plain page changes. The target may render a frame later, so retry briefly.
 */
export function ScrollToHash() {
  const { pathname, search, hash, key } = useLocation();

  // The address of the page drawn now, on <html data-drawn-path>: the router moves to a new address
  // only once that page's code and styles are in, so this says when a navigation has finished (what
  // browser tests wait for, as the app's links give no other sign).
  useEffect(() => {
    document.documentElement.dataset.drawnPath = `${pathname}${search}`;
  }, [pathname, search]);

  useEffect(() => {
    if (!hash) {
      // Not on a first load at the top: scrolling forces a layout of the page before its styles are in.
      if (window.scrollY !== 0) window.scrollTo({ top: 0 });
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
