import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyTaps } from './early-taps.ts';

/** A prerendered screen: a button, a form with a submit button, a form without one, a link. */
function prerenderedScreen(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML =
    '<button type="button" id="toggle"><span>Email</span></button>' +
    '<form id="lookup" method="post"><input name="email"><button type="submit">Find</button></form>' +
    '<form id="code" method="post"><input name="code"></form>' +
    '<a href="#elsewhere" id="link">Help</a>';
  document.body.append(root);
  return root;
}

/** What the app would do with each control once it runs: counts what reached it. */
function theAppAnswers(root: HTMLElement): string[] {
  const done: string[] = [];
  root.querySelector('#toggle')?.addEventListener('click', () => done.push('toggle'));
  for (const form of root.querySelectorAll('form')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      done.push(`submit ${form.id}`);
    });
  }
  return done;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('taps before the app runs (ADR 094)', () => {
  it('holds a tap on a button and a form sent without a button, and does them once the app runs', () => {
    const root = prerenderedScreen();
    const taps = holdEarlyTaps(root);
    const tapped = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('#toggle span')?.dispatchEvent(tapped);
    // The same button again, impatiently: done once.
    root.querySelector<HTMLButtonElement>('#toggle')?.click();
    // Sent with Enter in its only field: no button to tap.
    const sent = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    root.querySelector('#code')?.dispatchEvent(sent);
    expect(tapped.defaultPrevented).toBe(true);
    expect(sent.defaultPrevented).toBe(true);

    const done = theAppAnswers(root);
    expect(done).toEqual([]);
    taps.release(true);
    expect(done).toEqual(['toggle', 'submit code']);
  });

  it('holds a submit button’s tap, so the form is not posted, and sends it through the app', () => {
    const root = prerenderedScreen();
    const taps = holdEarlyTaps(root);
    const posted: string[] = [];
    // What would reach the page without the hold: the browser's own submit.
    document.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) posted.push('posted');
    });
    root.querySelector<HTMLButtonElement>('#lookup button')?.click();
    expect(posted).toEqual([]);

    const done = theAppAnswers(root);
    taps.release(true);
    expect(done).toEqual(['submit lookup']);
  });

  it('leaves links alone, and once released holds nothing more', () => {
    const root = prerenderedScreen();
    const taps = holdEarlyTaps(root);
    const followed = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('#link')?.dispatchEvent(followed);
    expect(followed.defaultPrevented).toBe(false);

    taps.release(true);
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('#toggle')?.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('does nothing again when the app rendered afresh, or the tapped node is gone', () => {
    const root = prerenderedScreen();
    const taps = holdEarlyTaps(root);
    root.querySelector<HTMLButtonElement>('#toggle')?.click();
    const done = theAppAnswers(root);
    taps.release(false);
    expect(done).toEqual([]);

    const other = prerenderedScreen();
    const held = holdEarlyTaps(other);
    const button = other.querySelector<HTMLButtonElement>('#toggle');
    button?.click();
    const clicks: string[] = [];
    button?.addEventListener('click', () => clicks.push('click'));
    button?.remove();
    held.release(true);
    expect(clicks).toEqual([]);
  });
});
