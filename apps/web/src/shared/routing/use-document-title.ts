import { useEffect } from 'react';

/**
 * The browser tab's title while the component is on screen. Set by an effect rather than a
 * `<title>` in the tree: Preact renders a `<title>` where it stands, in the body, where the
 * browser does not read it (ADR 115).
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    if (typeof document !== 'undefined') document.title = title;
  }, [title]);
}
