/** What the route module of `/donotcall` uses of the do-not-call feature. */
export { DoNotCallPage } from './do-not-call-page.tsx';
