import { options } from 'preact';

/** Runs a callback later: after the next frame in a browser, on the next task in the unit tests. */
export type Later = (callback: () => void) => void;

/** How long a hidden tab, which draws no frame, waits for the effects anyway (Preact's own 35 ms). */
const HIDDEN_TAB_MS = 35;

/** Preact's own timing: after the next frame, or after 35 ms when no frame comes. */
export const afterNextFrame: Later = (callback) => {
  let frame = 0;
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(callback, 0);
  };
  const timeout = setTimeout(done, HIDDEN_TAB_MS);
  frame = requestAnimationFrame(done);
};

let installed = false;

/**
 * Makes Preact run the effects of the renders so far before it hands any event to a handler of
 * the app (ADR 120), as React does for a click, a key or a submit. Preact runs a render's effects
 * after the next frame (ADR 115); a customer (or a password manager) quick enough to press Enter
 * in that frame got handlers wired to the render before: TanStack Query hands a mutation its
 * function and callbacks in an effect, so the sign-in sent the password with the handle of the
 * render before the password step, an empty one, and the server refused it. Effects still run
 * `later` when no event comes first; running them twice is harmless, the second finds none.
 */
export function runEffectsBeforeEvents(later: Later = afterNextFrame): void {
  // Once per page: the unit tests' set-up runs before each of their files in one page.
  if (installed) return;
  installed = true;
  let pending: (() => void) | undefined;
  options.requestAnimationFrame = (runEffects) => {
    pending = runEffects;
    later(() => {
      pending = undefined;
      runEffects();
    });
  };
  const otherHook = options.event;
  options.event = (event) => {
    const runEffects = pending;
    pending = undefined;
    runEffects?.();
    return otherHook ? otherHook(event) : event;
  };
}
