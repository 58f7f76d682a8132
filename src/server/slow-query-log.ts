import type { LogEvent } from 'kysely';
import type { Logger } from './logger';

/**
 * Kysely's query log for `SLOW_QUERY_MS`: each query slower than `thresholdMs` logged at `warn`
 * with its SQL and time, never its parameters (a search's words, a patient's data); none
 * without a threshold.
 *
 * @example
 * openStore({ ...config, log: slowQueryLog(logger, 50) });
 */
export const slowQueryLog = (logger: Logger, thresholdMs: number | undefined) =>
  thresholdMs === undefined
    ? undefined
    : (event: LogEvent) => {
        if (event.queryDurationMillis < thresholdMs) return;
        const ms = Math.round(event.queryDurationMillis);
        const sql = event.query.sql.replace(/\s+/g, ' ');
        if (event.level === 'error') logger.warn({ ms, sql }, 'Consulta fallida');
        else logger.warn({ ms, sql }, 'Consulta lenta');
      };
