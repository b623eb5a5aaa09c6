import 'virtual:antd-css/base.css';
import './app/global.css';
import { startPageDownload } from './app/page-loaders.ts';

/*
 * The entry does two things, in this order: start downloading the page the URL asks for, then the
 * app (React, antd, the store, the router: app/boot.tsx). Both arrive in parallel. With the app in
 * the entry instead, the page's chunks were only requested once all of the app's modules had been
 * evaluated and the router created, about a second later on a slow phone.
 */
startPageDownload(window.location);
void import('./app/boot.tsx');
