/**
 * Set-up of the component tests (Vitest + Testing Library in jsdom): jest-dom's matchers, a fresh DOM
 * after each test, and the browser APIs antd reads that jsdom lacks.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { SESSION_HINT_COOKIE } from '#shared/constants/app-constants.ts';
import { fixedMediaQueryList } from './media-query-list.ts';

afterEach(() => cleanup());

// The page of a browser that has signed in before: the app asks GET /api/user, as the tests' API answers
// (without this hint a page knows there is no session and does not ask: lib/api/session-hint.ts).
document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;

// antd's responsive helpers (Grid, Table, Descriptions) subscribe to media queries.
window.matchMedia ??= (query: string) => fixedMediaQueryList(query, false);

// rc-resize-observer (antd's Table, Tabs, Select) needs the constructor; nothing resizes in jsdom.
window.ResizeObserver ??= class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom does not implement scrolling; the chat panel and antd's Select scroll things into view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = () => undefined;

// A browser resolves a relative fetch against the page's address; Node's Request does not. RTK
// Query's fetchBaseQuery builds `new Request('/api/...')`, so requests are resolved as a page would.
const NodeRequest = globalThis.Request;
globalThis.Request = class Request extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.href) : input, init);
  }
};
