import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';

/** The app itself, imported by main.tsx once it has started the current page's download. */
const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
