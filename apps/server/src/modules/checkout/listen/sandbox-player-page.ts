import { escapeHtml } from '../../../platform/http/escape-html.ts';

/** What the sandbox player shows: the subscription it opened, or why it would not. */
export type SandboxPlayerView =
  | { kind: 'playing'; planName: string; radioIdLastFour: string | null; expiresAt: Date }
  | { kind: 'refused'; reason: 'invalid' | 'expired' };

const REFUSALS = {
  invalid: 'This listening link is not valid. Open Listen now again from your confirmation page.',
  expired: 'This listening link has expired. Open Listen now again from your confirmation page.',
} as const;

/**
 * The page of the sandbox player (ADR 050): plain HTML, no script nor style, so it runs under the server’s
 * strictest content security policy. It stands where the real player app would open.
 */
export function renderSandboxPlayerPage(view: SandboxPlayerView): string {
  const body =
    view.kind === 'playing'
      ? `<h1>Now playing on Orbit</h1>
<p data-testid="listen-plan">${escapeHtml(view.planName)}</p>
${view.radioIdLastFour ? `<p>Radio ending in ${escapeHtml(view.radioIdLastFour)}</p>` : ''}
<p>Sandbox player: the real player app opens here in production.</p>`
      : `<h1>Cannot play</h1>
<p role="alert">${escapeHtml(REFUSALS[view.reason])}</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${view.kind === 'playing' ? 'Now playing on Orbit' : 'Cannot play'} · Orbit sandbox player</title></head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
