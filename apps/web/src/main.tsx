import * as z from 'zod/mini';
import './shared/ui/styles/tokens.css';
import './shared/ui/styles/base.css';
import { mountApp } from './app/first-paint/mount-app.tsx';
import { createBrowserRuntime } from './app/runtime.ts';

// First of all: the CSP forbids eval, so zod must not probe for it (no schema has parsed yet).
z.config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// Hydrates the server's prerendered first screen, or renders the app (ADR 083).
void mountApp(
  container,
  createBrowserRuntime(window),
  `${window.location.pathname}${window.location.search}`,
);

// English issue messages reach the logs. The start-up schemas are zod/mini, which sets none
// (classic zod sets them with its first schema), and they weigh 1 KB gzip that the first page
// need not wait for: until they arrive an issue still names its code, path and expectation.
void import('zod/v4/locales/en.js').then(({ default: english }) => z.config(english()));
