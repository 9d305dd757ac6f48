type PaintingWindow = Pick<Window, 'requestAnimationFrame'> & {
  document: Pick<Document, 'visibilityState' | 'addEventListener'>;
};

/**
 * Settles once the browser has painted the page as it is (ADR 094): the prerendered first screen
 * is on the glass before the app's chunks are asked for, so on a slow link they do not share the
 * bandwidth with what that paint waits on. A frame's callbacks run just before it is painted; the
 * next frame's, after it. A hidden tab paints no frame: it goes at once, or as soon as it hides.
 */
export function afterFirstPaint(view: PaintingWindow): Promise<void> {
  return new Promise((resolve) => {
    if (view.document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    view.document.addEventListener('visibilitychange', () => resolve(), { once: true });
    view.requestAnimationFrame(() => view.requestAnimationFrame(() => resolve()));
  });
}
