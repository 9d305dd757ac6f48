import * as z from 'zod/mini';

// The CSP forbids eval, so zod must not probe for it: this runs before any module that could
// parse, both when the start-up module evaluates a page's chunks one at a time and when the app
// loads (ADR 094). A probe the CSP refuses is caught by zod yet counted as a violation.
z.config({ jitless: true });
