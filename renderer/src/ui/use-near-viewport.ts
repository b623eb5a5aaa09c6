import { useEffect, useState } from 'react';

/** A browser that cannot tell where an element is (no IntersectionObserver; jsdom): everything counts as near. */
const cannotTell = () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined';

/**
 * Whether an element has come within `margin` of the viewport (and from then on stays "near"): for a
 * part of a page whose code is only worth loading when the visitor scrolls towards it. Returns the
 * ref to put on the element (a callback: the element may be attached after the component's own
 * effects ran, as inside a Suspense boundary that hydrates later) and the answer. The server's HTML
 * is drawn as "not near".
 */
export function useNearViewport(margin = '200px'): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(cannotTell);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [setElement, near];
}
