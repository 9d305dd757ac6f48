/**
 * Ends the task the start-up has run in so far (ADR 094). The first screen is painted and readable
 * by then; a start-up in several short tasks rather than one long one leaves the browser free
 * between them for a tap or a frame.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
