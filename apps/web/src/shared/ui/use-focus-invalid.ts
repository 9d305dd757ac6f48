import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Moves focus to the first invalid control of a form once its errors are on screen, so a
 * keyboard or screen-reader user lands on what needs fixing (the error is read with the field).
 */
export function useFocusInvalid(): {
  formRef: RefObject<HTMLFormElement | null>;
  focusInvalid: () => void;
} {
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  const focusInvalid = useCallback(() => setRequest((count) => count + 1), []);
  return { formRef, focusInvalid };
}
