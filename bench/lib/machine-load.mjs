import os from 'node:os';
import { summarize } from './stats.mjs';

/**
 * Samples the machine's one-minute load average every 10 s from now on: the bench's own
 * processes and anyone else's (a test run on the same two cores slows every figure).
 *
 * @example
 * const load = sampleLoad(); ...; load.stop() // { min: 0.1, median: 1.3, max: 2.5, count: 97 }
 */
export const sampleLoad = () => {
  const samples = [os.loadavg()[0] ?? 0];
  const timer = setInterval(() => samples.push(os.loadavg()[0] ?? 0), 10_000);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      return summarize(samples);
    },
  };
};
