import { summarize } from '../lib/stats.mjs';

/** @typedef {ReturnType<typeof summarize>} Summary */
/**
 * One line of the results table.
 * @typedef {{ group: string, metric: string, unit: string, ours: Summary | string, baseline: Summary | null, ratio: Summary | null, target: string, isMet: boolean | null }} Row
 */

/** @type {Record<'atMost' | 'atLeast' | 'below', (a: number, b: number) => boolean>} */
const compare = { atMost: (a, b) => a <= b, atLeast: (a, b) => a >= b, below: (a, b) => a < b };
const words = { atMost: '≤', atLeast: '≥', below: '<' };

/** @typedef {{ atMost: number } | { atLeast: number } | { below: number }} Target */
/** @typedef {{ group: string, metric: string, unit: string, ours: number[], baseline?: number[], target: Target }} Figures */

/** @param {Target} target */
const parseTarget = (target) => {
  // A target has exactly one key.
  const [kind, value] = /** @type {[keyof typeof compare, number]} */ (Object.entries(target)[0]);
  return { kind, value };
};

/**
 * A figure measured against its baseline in the same rounds: the ratio is taken per round
 * (ours / baseline), so drift on a shared machine cancels out, and judged on its median.
 *
 * @example
 * ratioRow({ group: 'Lists', metric: 'p50', unit: 'ms', ours: [10, 12], baseline: [8, 9], target: { atMost: 1.5 } })
 *
 * @param {Figures & { baseline: number[] }} figures
 */
export const ratioRow = ({ group, metric, unit, ours, baseline, target }) => {
  const { kind, value } = parseTarget(target);
  const ratio = summarize(ours.map((figure, index) => figure / (baseline[index] ?? Number.NaN)));
  return {
    group,
    metric,
    unit,
    ours: summarize(ours),
    baseline: summarize(baseline),
    ratio,
    target: `ratio ${words[kind]} ${value}`,
    isMet: compare[kind](ratio.median, value),
  };
};

/**
 * A figure with an absolute budget, judged on its median over the rounds.
 *
 * @param {Figures} figures
 */
export const budgetRow = ({ group, metric, unit, ours, target, baseline }) => {
  const { kind, value } = parseTarget(target);
  const figures = summarize(ours);
  return {
    group,
    metric,
    unit,
    ours: figures,
    baseline: baseline ? summarize(baseline) : null,
    ratio: baseline ? summarize(ours.map((figure, index) => figure / (baseline[index] ?? Number.NaN))) : null,
    target: `${words[kind]} ${value} ${unit}`,
    isMet: compare[kind](figures.median, value),
  };
};

/**
 * A yes/no check (stock consistency, where a library ends up), shown as text.
 *
 * @param {{ group: string, metric: string, value: string, target: string, isMet: boolean | null }} check
 * @returns {Row}
 */
export const checkRow = ({ group, metric, value, target, isMet }) => ({
  group,
  metric,
  unit: '',
  ours: value,
  baseline: null,
  ratio: null,
  target,
  isMet,
});

/**
 * A figure shown for information, with no target.
 *
 * @param {Omit<Figures, 'target'>} figures
 */
export const infoRow = ({ group, metric, unit, ours, baseline }) => ({
  group,
  metric,
  unit,
  ours: summarize(ours),
  baseline: baseline ? summarize(baseline) : null,
  ratio: baseline ? summarize(ours.map((figure, index) => figure / (baseline[index] ?? Number.NaN))) : null,
  target: '—',
  isMet: null,
});
