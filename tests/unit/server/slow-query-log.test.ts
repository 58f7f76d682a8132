import type { LogEvent } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../../../src/server/logger';
import { slowQueryLog } from '../../../src/server/slow-query-log';

/** A logger that keeps what `warn` was given. */
const recording = () => {
  const lines: unknown[][] = [];
  const logger = { warn: (...args: unknown[]) => lines.push(args) } as unknown as Logger;
  return { logger, lines };
};

const query = (ms: number, level: 'query' | 'error' = 'query') =>
  ({
    level,
    queryDurationMillis: ms,
    query: { sql: 'SELECT *\n  FROM "patients" WHERE "lastname" = ?', parameters: ['Peña'] },
    ...(level === 'error' ? { error: new Error('x') } : {}),
  }) as unknown as LogEvent;

describe('the slow query log (SLOW_QUERY_MS)', () => {
  it('should log a query at or past the threshold with its SQL on one line and its time, never its values', () => {
    const { logger, lines } = recording();
    const log = slowQueryLog(logger, 50);
    log?.(query(49));
    log?.(query(51.4));
    expect(lines).toEqual([[{ ms: 51, sql: 'SELECT * FROM "patients" WHERE "lastname" = ?' }, 'Consulta lenta']]);
    expect(JSON.stringify(lines)).not.toContain('Peña');
  });

  it('should log nothing without a threshold', () => {
    expect(slowQueryLog(recording().logger, undefined)).toBeUndefined();
  });
});
