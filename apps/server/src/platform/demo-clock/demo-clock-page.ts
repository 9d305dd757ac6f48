import { escapeHtml } from '../http/escape-html.ts';

export type DemoClockView = {
  now: string;
  offsetDays: number;
  ran: number | null;
  refused: string | null;
};

const MOVES = ['1d', '7d', '31d', '90d'];

/** `/dev/clock`: where the demo's time is, and buttons that move it forward (development only). */
export function renderDemoClockPage(view: DemoClockView): string {
  const moves = MOVES.map(
    (move) =>
      `<form method="post" action="/dev/clock"><input type="hidden" name="advance" value="${move}"><button type="submit">Advance ${move}</button></form>`,
  ).join('');
  const ran =
    view.ran === null ? '' : `<p role="status">Moved. ${view.ran} scheduled jobs ran.</p>`;
  const refused = view.refused ? `<p role="alert">${escapeHtml(view.refused)}</p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Demo clock</title></head>
<body><main><h1>Demo clock</h1>
<p>The demo's time is <strong data-testid="demo-now">${escapeHtml(view.now)}</strong> (${view.offsetDays} days ahead of this computer). Moving it forward runs what fell due: trials converting, renewals, promotions stepping up, cancellations ending.</p>
${ran}${refused}
<div>${moves}</div>
<form method="post" action="/dev/clock"><label for="advance">Move forward by (e.g. 12h, 10d, 2w)</label><input id="advance" name="advance" required pattern="\\d{1,4}[mhdw]"><button type="submit">Advance</button></form>
</main></body></html>`;
}
