import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A screen's h1. A screen that follows another takes the focus, so a keyboard or screen-reader
 * user starts reading the new screen from its title rather than from a button that is gone.
 */
export function ScreenHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
