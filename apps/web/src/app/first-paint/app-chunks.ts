/**
 * The id of the `<script type="application/json">` in which the build names the app's chunks in
 * index.html (ADR 099), the app first and its leaves last, as the server names a page's (ADR 094).
 * Kept free of imports: the build's plugin reads it too.
 */
export const APP_CHUNKS_ELEMENT_ID = 'orbit-app-chunks';
