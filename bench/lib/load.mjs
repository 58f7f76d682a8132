import { createRequire } from 'node:module';
import autocannon from 'autocannon';

// autocannon appends every response body to a string (for its expectBody / verifyBody
// options, unused here). On the 57 MB doses list that made the client, on the same two
// cores as the server, the bottleneck (2 GB and a full core). Bodies are only counted.
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
PipelinedRequestsQueue.prototype.addBody = () => {};

/**
 * Sends `amount` requests over `connections` keep-alive connections with autocannon and
 * returns every successful response's latency (ms, from autocannon's hrtime) and the
 * requests per second from the first request sent to the last response (autocannon itself
 * only reports on its one-second ticks). Any failure stops the bench: a figure measured on
 * errors would mean nothing.
 *
 * @example
 * const run = await load({ url: 'http://127.0.0.1:4310/api/v1/patients', token, connections: 16, amount: 64 });
 * run.requestsPerSecond; run.latencies.length // 64
 *
 * @param {{ url: string, token?: string, connections?: number, amount: number, method?: string, requests?: object[] }} options
 */
export const load = async ({ url, token, connections = 1, amount, method = 'GET', requests }) => {
  /** @type {number[]} */
  const latencies = [];
  /** @type {number[]} */
  const failures = [];
  let firstSent = Number.POSITIVE_INFINITY;
  let lastReceived = 0;
  const instance = autocannon({
    url,
    connections,
    amount,
    method,
    timeout: 120,
    // autocannon finishes on its sampling tick: the default 1 s would add up to a second per run.
    sampleInt: 50,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    requests,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    const now = performance.now();
    firstSent = Math.min(firstSent, now - responseTime);
    lastReceived = now;
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    else failures.push(statusCode);
  });
  const result = await instance;
  const elapsedMs = lastReceived - firstSent;
  if (failures.length > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${method} ${url}: ${failures.length} non-2xx (${[...new Set(failures)].join(', ')}), ` +
        `${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return { latencies, elapsedMs, requestsPerSecond: (latencies.length * 1000) / elapsedMs };
};
