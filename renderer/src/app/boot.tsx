import { SERVER_RENDER_MARKUP } from '#shared/api/server-render.ts';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setPrerenderedSession } from '../features/auth/index.ts';
import { setMobileBeforeHydration } from '../ui/use-is-mobile.ts';
import { App, whenRouterReady } from './app.tsx';
import { enablePrerenderedSubmits, readTypedInput, restoreTypedInput } from './carry-over-input.ts';

/** The app itself, imported by main.tsx once it has started the current page's download. */
const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

/*
 * A prerendered page (scripts/build-renderer.ts), or a signed-in page the server drew
 * (server-render.tsx), is already on screen: once the router has the page's code, React takes over
 * that HTML in place (hydration), so nothing the visitor sees or clicks is swapped out, and what
 * they typed meanwhile is handed to the live form. The page was drawn in the light theme: for a
 * dark-theme reader (public/theme-boot.js set data-theme; the page stayed hidden) the app draws
 * afresh, since hydration would keep the light theme's classes.
 */
const prerendered = root.classList.contains(SERVER_RENDER_MARKUP.drawnClass);
const hydrate = prerendered && document.documentElement.dataset.theme !== 'dark';
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
/**
 * A mismatch is recovered by drawing afresh (a flash, and the app's work done twice): a bug to fix.
 * Not so the parts a page loads lazily itself, left as their placeholders in the HTML on purpose:
 * React reports each as a boundary the server "could not finish" (error 419) and draws it.
 */
function warnOfRedraw(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('#419') || message.includes('could not finish this Suspense boundary')) return;
  console.warn('The page was redrawn instead of hydrated:', error);
}

/**
 * A drawn page arrives with the CSS of its first paint inline, in a <style> just before #root: rules
 * picked from the stylesheets of that page's route. Once the app has the page, those stylesheets are
 * loaded (the route's code waits for its CSS), and the copy only does harm: it stands after every
 * stylesheet in the document, so its rules outrank the same-specificity rules of the pages that follow
 * (the first page's plain-button background won over the next page's ghost buttons). It goes then.
 */
function dropFirstPaintCss(): void {
  while (root!.previousElementSibling instanceof HTMLStyleElement) root!.previousElementSibling.remove();
}

if (hydrate) {
  const session = root.getAttribute(SERVER_RENDER_MARKUP.sessionAttribute);
  setPrerenderedSession(session === SERVER_RENDER_MARKUP.signedInSession ? null : session === 'signed-out' ? 'signed-out' : 'unknown');
  setMobileBeforeHydration(root.getAttribute(SERVER_RENDER_MARKUP.viewportAttribute) === 'mobile');
  await whenRouterReady();
  const carried = readTypedInput(root);
  flushSync(() => {
    hydrateRoot(root, app, { onRecoverableError: warnOfRedraw });
  });
  // Until here a server-drawn page ignored the pointer (global.css): a click would have been lost.
  root.classList.remove(SERVER_RENDER_MARKUP.drawnClass);
  dropFirstPaintCss();
  enablePrerenderedSubmits(root);
  restoreTypedInput(carried);
} else {
  root.classList.remove(SERVER_RENDER_MARKUP.drawnClass);
  root.replaceChildren();
  dropFirstPaintCss();
  createRoot(root).render(app);
}
