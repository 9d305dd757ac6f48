export interface ScriptErrorSource {
  /** `ErrorEvent.filename`: the script the error came from, when the browser says. */
  filename?: string | undefined;
  stack?: string | undefined;
}

const URL_IN_STACK =
  /\b(?:https?|chrome-extension|moz-extension|safari-extension|webpack):\/\/[^\s)]+/i;

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether an error comes from our own scripts (served from our origin). Third-party scripts —
 * another origin, a browser extension, or the opaque cross-origin "Script error." with no file
 * and no stack — are not ours: they are logged at INFO and never send the visitor to /error.
 * Without a filename, the stack's top frame decides.
 */
export function isOwnScriptError(source: ScriptErrorSource, origin: string): boolean {
  if (source.filename) return originOf(source.filename) === origin;
  const topFrameUrl = source.stack ? URL_IN_STACK.exec(source.stack)?.[0] : undefined;
  return topFrameUrl !== undefined && originOf(topFrameUrl) === origin;
}
