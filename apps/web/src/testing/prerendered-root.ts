import { afterEach } from 'vitest';

const mounted: HTMLElement[] = [];
afterEach(() => {
  for (const root of mounted.splice(0)) root.remove();
});

/**
 * A `#root` holding a first screen as the server sent it (ADR 083), in the document until the
 * test ends: what `mountApp` finds when it hydrates.
 */
export function prerenderedRoot(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  mounted.push(root);
  return root;
}
