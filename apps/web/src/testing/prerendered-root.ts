import { onTestFinished } from 'vitest';

/**
 * A `#root` holding a first screen as the server sent it (ADR 083), in the document until the
 * test ends: what `mountApp` finds when it hydrates. Removed by the test that made it (the files
 * of a worker share one document and one module graph, ADR 016: a hook registered when this
 * module loads would run for the first file that imports it only).
 */
export function prerenderedRoot(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  onTestFinished(() => root.remove());
  return root;
}
