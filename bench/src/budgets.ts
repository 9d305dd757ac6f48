import type { BenchPart } from './bench-parts.ts';

/**
 * The budgets of issue 20's "How it is checked" (ADR 085), and how a measured figure is read
 * against its budget. Ratios are to a baseline measured in the same run, interleaved, so a loaded
 * machine moves both sides alike; absolute figures that the issue budgets (scores, p99, cold
 * start) are judged as measured.
 */
export type Budget =
  | { kind: 'at-least'; limit: number }
  | { kind: 'at-most'; limit: number }
  /** `value / baseline` at least `limit` (static config ≥ 0.5× bare node:http). */
  | { kind: 'ratio-at-least'; limit: number; baselineName: string };

export type Figure = {
  part: BenchPart;
  /** What was measured, in the business's words: `offers read req/s`. */
  name: string;
  value: number;
  unit: string;
  /** The baseline measured beside it (what it is, its value, its unit when not the figure's). */
  baseline?: { name: string; value: number; unit?: string };
  budget?: Budget;
};

export type Verdict = 'meets' | 'misses' | 'no budget';

export function verdictOf(figure: Figure): Verdict {
  const { budget } = figure;
  if (!budget) return 'no budget';
  if (!Number.isFinite(figure.value)) return 'misses';
  switch (budget.kind) {
    case 'at-least':
      return figure.value >= budget.limit ? 'meets' : 'misses';
    case 'at-most':
      return figure.value <= budget.limit ? 'meets' : 'misses';
    case 'ratio-at-least': {
      const ratio = ratioOf(figure);
      return ratio !== undefined && ratio >= budget.limit ? 'meets' : 'misses';
    }
  }
}

/** `value / baseline`, when the figure has a baseline that is above zero. */
export function ratioOf(figure: Figure): number | undefined {
  if (!figure.baseline || !(figure.baseline.value > 0)) return undefined;
  return figure.value / figure.baseline.value;
}

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

function shown(value: number, unit: string): string {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 1 ? 1 : 3;
  return `${round(value, digits).toLocaleString('en-US')}${unit ? ` ${unit}` : ''}`;
}

function budgetText(figure: Figure): string {
  const { budget } = figure;
  if (!budget) return 'no budget';
  switch (budget.kind) {
    case 'at-least':
      return `budget ≥ ${shown(budget.limit, figure.unit)}`;
    case 'at-most':
      return `budget ≤ ${shown(budget.limit, figure.unit)}`;
    case 'ratio-at-least':
      return `budget ≥ ${budget.limit}× ${budget.baselineName}`;
  }
}

/** One printed line: the figure, its ratio where it has a baseline, its budget and the verdict. */
export function lineOf(figure: Figure): string {
  const ratio = ratioOf(figure);
  const beside = figure.baseline
    ? ` (${ratio === undefined ? 'no ratio' : `${round(ratio, ratio < 0.1 ? 3 : 2)}×`} ${figure.baseline.name} ${shown(figure.baseline.value, figure.baseline.unit ?? figure.unit)})`
    : '';
  const verdict = verdictOf(figure);
  const mark = verdict === 'meets' ? 'meets' : verdict === 'misses' ? 'MISSES' : '—';
  return `${figure.name}: ${shown(figure.value, figure.unit)}${beside}; ${budgetText(figure)}: ${mark}`;
}

/** The bench's exit code: 1 when any budgeted figure misses (or a part failed to measure). */
export function exitCodeOf(figures: readonly Figure[], failedParts: readonly string[]): number {
  return failedParts.length > 0 || figures.some((figure) => verdictOf(figure) === 'misses') ? 1 : 0;
}

/** The issue's budgets, by what they apply to. */
export const BUDGETS = {
  lighthouseMobilePerformance: { kind: 'at-least', limit: 95 },
  lighthouseDesktopPerformance: { kind: 'at-least', limit: 100 },
  lighthouseAccessibility: { kind: 'at-least', limit: 100 },
  /** Already 100 everywhere (issue 20): kept there. */
  lighthouseBestPractices: { kind: 'at-least', limit: 100 },
  cumulativeLayoutShift: { kind: 'at-most', limit: 0.01 },
  totalBlockingTimeMs: { kind: 'at-most', limit: 100 },
  staticConfigVsBareHttp: { kind: 'ratio-at-least', limit: 0.5, baselineName: 'bare node:http' },
  readVsOneSelect: { kind: 'ratio-at-least', limit: 0.5, baselineName: 'one-SELECT route' },
  readP99Ms: { kind: 'at-most', limit: 25 },
  signedInOrdersPerSecond: { kind: 'at-least', limit: 300 },
  signedInPurchaseP99Ms: { kind: 'at-most', limit: 100 },
  newAccountVsArgon2: {
    kind: 'ratio-at-least',
    limit: 0.8,
    baselineName: 'argon2id hashes/s',
  },
  coldStartSeconds: { kind: 'at-most', limit: 1.5 },
} as const satisfies Record<string, Budget>;
