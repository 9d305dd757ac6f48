/** What a tap before the app runs may be kept for: a control with no action of its own yet. */
const HELD_CONTROL =
  'button, input[type="submit"], input[type="button"], input[type="image"], [role="button"]';

/** Taps kept at most: a few impatient taps on different controls, not a burst replayed. */
const MOST_HELD = 3;

type Held = { kind: 'tap'; control: HTMLElement } | { kind: 'submit'; form: HTMLFormElement };

export interface EarlyTaps {
  /**
   * Stops holding taps and, when the app took over the very nodes that were tapped (it hydrated
   * them), does them again now that they answer; on a page rendered afresh they are gone.
   */
  release(replay: boolean): void;
}

/**
 * Holds the taps and submits made on a prerendered first screen before the app runs (ADR 094).
 * The screen is painted before the app's chunks arrive, and until they do its buttons do nothing
 * and its forms would post the page to the server, typed words lost. So a tap on a button, or a
 * form sent with Enter, is kept (its default action held back) and done again once the app
 * hydrated the screen: the visitor's first tap is not lost. Links are left alone: without the app
 * they load their page, which is what they do with it. Each control counts once, in the order it
 * was first tapped.
 */
export function holdEarlyTaps(root: HTMLElement): EarlyTaps {
  const held: Held[] = [];
  const keep = (entry: Held) => {
    const same = held.some((kept) =>
      kept.kind === 'tap' && entry.kind === 'tap'
        ? kept.control === entry.control
        : kept.kind === 'submit' && entry.kind === 'submit' && kept.form === entry.form,
    );
    if (!same && held.length < MOST_HELD) held.push(entry);
  };
  const onClick = (event: MouseEvent) => {
    const control =
      event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_CONTROL) : null;
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    keep({ kind: 'tap', control });
  };
  // Enter in a form with a submit button taps that button (above); this is a form without one.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    if (!event.submitter) keep({ kind: 'submit', form });
  };
  const view = root.ownerDocument;
  view.addEventListener('click', onClick, true);
  view.addEventListener('submit', onSubmit, true);

  return {
    release(replay) {
      view.removeEventListener('click', onClick, true);
      view.removeEventListener('submit', onSubmit, true);
      const taps = held.splice(0);
      if (!replay) return;
      for (const entry of taps) {
        if (entry.kind === 'tap' && entry.control.isConnected) entry.control.click();
        if (entry.kind === 'submit' && entry.form.isConnected) entry.form.requestSubmit();
      }
    },
  };
}
