import { type RefObject, useEffect, useRef } from 'react';

/**
 * Focus on a view's heading when the view replaces another on the same page, so a screen-reader
 * user hears where they landed (the heading needs `tabIndex={-1}`). The first view of a visit is
 * left alone: the page's own focus handling applies.
 */
export function useFocusHeading(enabled: boolean): RefObject<HTMLHeadingElement | null> {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
