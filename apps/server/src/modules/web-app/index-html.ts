import {
  STARTUP_DOCUMENT_ELEMENT_ID,
  type StartupDocument,
  startupDocumentScriptText,
} from '@orbit/domain';

export interface FirstPaintParts {
  /** Inlined as JSON, so the app starts without fetching its configuration and env-info. */
  startup?: StartupDocument | undefined;
  /** The first page's chunks and style sheets, fetched beside the entry. */
  preload?: { scripts: readonly string[]; styles: readonly string[] } | undefined;
  /** The page's prerendered first screen, for `#root`: the browser hydrates it. */
  firstScreen?: string | undefined;
  /** The visit's language, for `<html lang>` (the app keeps it in step once it runs). */
  lang?: string | undefined;
}

const EMPTY_ROOT = '<div id="root"></div>';

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * index.html as the build wrote it, with the parts of one page load put before `</head>`: the
 * page's modulepreload and style sheet links (after the build's own, which name the entry's
 * chunks) and the start-up document as a non-executable JSON script.
 */
export function composeIndexHtml(template: string, parts: FirstPaintParts): string {
  const head: string[] = [];
  // Style sheets first: the first screen is painted once they are in (ADR 086: a prerendered
  // landing waits on nothing else), so they are asked for before the chunks, which the screen
  // does not need to be read.
  for (const href of parts.preload?.styles ?? []) {
    head.push(`<link rel="stylesheet" crossorigin href="${attribute(href)}">`);
  }
  for (const href of parts.preload?.scripts ?? []) {
    head.push(`<link rel="modulepreload" crossorigin href="${attribute(href)}">`);
  }
  if (parts.startup) {
    head.push(
      `<script type="application/json" id="${STARTUP_DOCUMENT_ELEMENT_ID}">${startupDocumentScriptText(parts.startup)}</script>`,
    );
  }
  const withRoot = parts.firstScreen
    ? template.replace(EMPTY_ROOT, `<div id="root">${parts.firstScreen}</div>`)
    : template;
  const page = parts.lang
    ? withRoot.replace(/<html lang="[^"]*"/i, `<html lang="${attribute(parts.lang)}"`)
    : withRoot;
  if (head.length === 0) return page;
  const end = page.search(/<\/head>/i);
  if (end === -1) return page;
  return `${page.slice(0, end)}${head.join('\n')}\n${page.slice(end)}`;
}
