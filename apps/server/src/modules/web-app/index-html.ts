import {
  FIRST_CHUNKS_ELEMENT_ID,
  jsonScriptText,
  STARTUP_DOCUMENT_ELEMENT_ID,
  type StartupDocument,
  startupDocumentScriptText,
} from '@orbit/domain';

export interface FirstPaintParts {
  /** Inlined as JSON, so the app starts without fetching its configuration and env-info. */
  startup?: StartupDocument | undefined;
  /** The first page's chunks (named for the app to preload) and style sheets. */
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

const NO_SCRIPT_NOTICE = /<p class="no-script-notice">([\s\S]*?)<\/p>/;
const LANGUAGE_SPAN = /<span lang="([a-z]+)">[\s\S]*?<\/span>/g;

/**
 * The no-script notice in the visit's language only: index.html names it in each language the
 * site speaks (`<span lang>`), for a page served without a visit's language. A language the notice
 * does not name keeps them all.
 */
function inVisitLanguage(page: string, lang: string): string {
  const language = lang.slice(0, 2).toLowerCase();
  return page.replace(NO_SCRIPT_NOTICE, (notice: string, inner: string) => {
    const spoken = [...inner.matchAll(LANGUAGE_SPAN)].some((span) => span[1] === language);
    if (!spoken) return notice;
    return notice.replace(LANGUAGE_SPAN, (span: string, spanLanguage: string) =>
      spanLanguage === language ? span : '',
    );
  });
}

/**
 * index.html as the build wrote it, with the parts of one page load put before `</head>`: the
 * page's style sheet links, the page's chunks as a JSON list and the start-up document as a
 * non-executable JSON script.
 */
export function composeIndexHtml(template: string, parts: FirstPaintParts): string {
  const head: string[] = [];
  // Style sheets are what the first screen's paint waits on (ADR 086, 090).
  for (const href of parts.preload?.styles ?? []) {
    head.push(`<link rel="stylesheet" crossorigin href="${attribute(href)}">`);
  }
  // The chunks are named, not linked (ADR 094): a `<link rel=modulepreload>` here would be fetched
  // at once and share a slow link with the style sheet the first paint waits on. The start-up
  // module preloads them as soon as the first screen is painted, all at once, as before.
  if (parts.preload?.scripts.length) {
    head.push(
      `<script type="application/json" id="${FIRST_CHUNKS_ELEMENT_ID}">${jsonScriptText(parts.preload.scripts)}</script>`,
    );
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
    ? inVisitLanguage(
        withRoot.replace(/<html lang="[^"]*"/i, `<html lang="${attribute(parts.lang)}"`),
        parts.lang,
      )
    : withRoot;
  if (head.length === 0) return page;
  const end = page.search(/<\/head>/i);
  if (end === -1) return page;
  return `${page.slice(0, end)}${head.join('\n')}\n${page.slice(end)}`;
}
