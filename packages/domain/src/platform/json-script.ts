/**
 * The id of the `<script type="application/json">` in which the server names the first page's
 * chunks (ADR 094): the browser's start-up module preloads them once the first screen is painted,
 * so they do not share the link with what that paint waits on.
 */
export const FIRST_CHUNKS_ELEMENT_ID = 'orbit-first-chunks';

/**
 * A value as the text of a `<script type="application/json">`: JSON whose `<`, `>` and `&` are
 * escaped, so no value (a flag string, a URL) can close the element or open a comment; the line
 * and paragraph separators too, which some parsers take for line ends.
 */
export function jsonScriptText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
