import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setPrerenderedSession } from '../features/auth/index.ts';
import { App, whenRouterReady } from './app.tsx';
import { enablePrerenderedSubmits, readTypedInput, restoreTypedInput } from './carry-over-input.ts';

/** The app itself, imported by main.tsx once it has started the current page's download. */
const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

/*
 * A prerendered page (scripts/build-renderer.ts) is already on screen: once the router has the
 * page's code, React takes over that HTML in place (hydration), so nothing the visitor sees or
 * clicks is swapped out, and what they typed meanwhile is handed to the live form. The page was
 * drawn in the light theme: for a dark-theme reader (public/theme-boot.js set data-theme; the page
 * stayed hidden) the app draws afresh, since hydration would keep the light theme's classes.
 */
const prerendered = root.classList.contains('hh-prerendered');
const hydrate = prerendered && document.documentElement.dataset.theme !== 'dark';
root.classList.remove('hh-prerendered');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (hydrate) {
  setPrerenderedSession(root.dataset.session === 'signed-out' ? 'signed-out' : 'unknown');
  await whenRouterReady();
  const carried = readTypedInput(root);
  flushSync(() => {
    // A mismatch is recovered by drawing afresh; worth a look in development only.
    hydrateRoot(root, app, { onRecoverableError: import.meta.env.DEV ? (error) => console.warn(error) : () => undefined });
  });
  enablePrerenderedSubmits(root);
  restoreTypedInput(carried);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
