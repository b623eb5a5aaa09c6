import 'virtual:antd-css/base.css';
import './app/global.css';
import { SERVER_RENDER_MARKUP } from '#shared/api/server-render.ts';
import { startPageDownload } from './app/page-loaders.ts';
import { PAGE_ROUTES } from './app/routes.ts';
import { installRoutes } from './lib/routing/route-table.ts';
import { nextTask } from './lib/scheduling/next-task.ts';
import { configureZod } from './lib/zod-config.ts';

// Before any chunk that builds a schema is evaluated: zod probes for `new Function` as it builds one.
configureZod();
installRoutes(PAGE_ROUTES);

/*
 * The entry does two things, in this order: start downloading the page the URL asks for, then the
 * app (React, antd, the store, the router: app/boot.tsx). Both arrive in parallel. With the app in
 * the entry instead, the page's chunks were only requested once all of the app's modules had been
 * evaluated and the router created, about a second later on a slow phone.
 */
function start(): void {
  startPageDownload(window.location, { withData: !document.getElementById(SERVER_RENDER_MARKUP.stateScriptId) });
  // In a task of its own: each import adds its chunks' stylesheets and module preloads to the page
  // (Vite's preload), work that made one long task of the two on a slow phone.
  void nextTask().then(() => import('./app/boot.tsx'));
}

/*
 * A page already drawn in the HTML (prerendered, or drawn by the server) is painted first: the
 * browser runs this entry as soon as the HTML is parsed, and the app's modules, evaluated as they
 * arrive, would otherwise hold that paint back by a second of script on a slow phone. So the app
 * starts once the next frame is painted (a timeout queued from the frame runs after it). A hidden
 * tab paints no frames: there it starts at once.
 */
const drawn = document.getElementById('root')?.classList.contains(SERVER_RENDER_MARKUP.drawnClass) ?? false;
if (drawn && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
