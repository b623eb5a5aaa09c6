import { SERVER_RENDER_MARKUP } from '#shared/api/server-render.ts';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setPrerenderedSession } from '../features/auth/index.ts';
import { nextTask } from '../lib/scheduling/next-task.ts';
import { setMobileBeforeHydration } from '../ui/use-is-mobile.ts';
import { App, holdStoreForHydration, whenRouterReady } from './app.tsx';
import { enablePrerenderedSubmits, readTypedInput, restoreTypedInput, type CarriedInput } from './carry-over-input.ts';

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
/** Calls `then` once the tree around it is committed (its effects run after the hydration's commit). */
function WhenHydrated({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

const app = (whenHydrated?: () => void) => (
  <StrictMode>
    <App drawn={whenHydrated !== undefined} />
    {whenHydrated && <WhenHydrated then={whenHydrated} />}
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

const loaded = (link: HTMLLinkElement) =>
  link.sheet
    ? Promise.resolve()
    : new Promise<void>((settle) => {
        link.addEventListener('load', () => settle(), { once: true });
        link.addEventListener('error', () => settle(), { once: true });
      });

/**
 * A drawn page lists its route's stylesheets after it, as print stylesheets that wait
 * (shared/api/server-render.ts's pageStylesheetLinks). Once all have arrived they are switched on
 * together and the first-paint copy goes: one restyle of the page, instead of one per batch of
 * stylesheets and another when the copy went after the take-over. They move into the head as they
 * are switched on, because the stylesheets of pages opened later are added at the end of the head
 * and must come after these, as they would had the app loaded these itself. (A moved stylesheet is
 * back at once from the cache; the copy stays until each is, in a browser where it might not be.)
 */
async function switchOnPageStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${SERVER_RENDER_MARKUP.pageStylesheetAttribute}]`)];
  if (links.length === 0) return;
  await Promise.all(links.map(loaded));
  for (const link of links) link.media = 'all';
  document.head.append(...links);
  await Promise.all(links.map(loaded));
  dropFirstPaintCss();
}

/** The layer that kept a signed-in visitor's drawn page inert (shared/api/server-render.ts's INERT_SHIELD). */
const dropInertShield = () => document.getElementById(SERVER_RENDER_MARKUP.inertShieldId)?.remove();

if (hydrate) {
  const session = root.getAttribute(SERVER_RENDER_MARKUP.sessionAttribute);
  setPrerenderedSession(session === SERVER_RENDER_MARKUP.signedInSession ? null : session === 'signed-out' ? 'signed-out' : 'unknown');
  setMobileBeforeHydration(root.getAttribute(SERVER_RENDER_MARKUP.viewportAttribute) === 'mobile');
  await whenRouterReady();
  await switchOnPageStylesheets();
  const before = readTypedInput(root);
  // Hydration runs as a transition, in slices the browser can answer input between (in one task it
  // held a phone's main thread for most of a second). Store changes meanwhile wait for its commit.
  const heldStore = holdStoreForHydration();
  let finished = false;
  const afterHydration = () => {
    if (finished) return; // StrictMode runs a dev build's effects twice
    finished = true;
    // Until here a server-drawn page ignored the pointer: a click would have been lost.
    dropInertShield();
    root.classList.remove(SERVER_RENDER_MARKUP.drawnClass);
    dropFirstPaintCss();
    enablePrerenderedSubmits(root);
    // What was typed while React hydrated counts too; a field React drew afresh is found by its id
    // with the text read before.
    const after = readTypedInput(root);
    const carried: CarriedInput = { typed: [...before.typed.filter(({ field }) => !field.isConnected), ...after.typed], focused: after.focused ?? before.focused };
    restoreTypedInput(carried);
    // The store's changes meanwhile (the session, the page's data) re-render the components they
    // concern, synchronously: in a task of their own, not added to the hydration's final commit.
    void nextTask().then(heldStore.release);
  };
  startTransition(() => {
    hydrateRoot(root, app(afterHydration), { onRecoverableError: warnOfRedraw });
  });
} else {
  // A drawn page the app draws afresh (a dark-theme reader's) is hidden until then: its stylesheets
  // are switched on first, so it appears styled.
  if (prerendered) await switchOnPageStylesheets();
  dropInertShield();
  root.classList.remove(SERVER_RENDER_MARKUP.drawnClass);
  root.replaceChildren();
  dropFirstPaintCss();
  createRoot(root).render(app());
}
