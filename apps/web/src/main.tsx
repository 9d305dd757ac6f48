import * as z from 'zod/mini';
import './shared/ui/styles/tokens.css';
import './shared/ui/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createBrowserRuntime } from './app/runtime.ts';

// First of all: the CSP forbids eval, so zod must not probe for it (no schema has parsed yet).
// English issue messages too: classic zod sets them with its first schema, but the start-up
// schemas are zod/mini, which sets none, and the messages reach logs and start-up errors.
z.config({ jitless: true, ...z.locales.en() });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App runtime={createBrowserRuntime(window)} />
  </StrictMode>,
);
