import fs from 'node:fs';
import path from 'node:path';
import { demoAdults, demoChildren, demoUsers } from '../../src/server/demo-data';
import { expect, test } from './support/browser';

/**
 * Runs after every browser test (the `log` project depends on `e2e`): the logs of that whole run's
 * production servers, one per worker, are JSON lines with levels and request ids, and hold no password,
 * token, header value, patient or staff data, neither the demo seed's nor what the tests typed, nor any
 * run of 8 or more digits (a document or a phone the tests made up).
 */

const resultsDir = path.resolve(import.meta.dirname, '../../test-results/e2e');
/**
 * The run's logs, `server-<worker>.log` (tests/e2e/support/web-server.mjs), or another one to check
 * (`E2E_SERVER_LOG=… npx playwright test --project log --no-deps`).
 */
const serverLogs = process.env.E2E_SERVER_LOG
  ? [process.env.E2E_SERVER_LOG]
  : fs
      .readdirSync(resultsDir)
      .filter((name) => /^server-\d+\.log$/.test(name))
      .map((name) => path.join(resultsDir, name));

/** Patient data the browser tests type or send (dose-form, dose-journey, admin-sections, keyboard, …). */
const typedPatientData = [
  ...['Adrián', 'adrian@outlook.com', '51955555555', 'Avenida Arequipa 1200'],
  ...['Lucas', 'maria.pena@hotmail.com', '51955555556', 'Calle Los Pinos 107'],
  ...['Begoña', 'Ibáñez', 'begona@hotmail.com', 'Calle Las Flores 12'],
  ...['Irene', 'irene@gmail.com', '51900000001', 'Calle Luna 20'],
  ...['Inés', 'Quiñónez', 'ines@gmail.com', '51900000000', 'Calle Sol 10'],
  ...['Tomás', 'tomas@gmail.com', '51900000002', 'Calle Teclas 5', 'Zúñiga'],
];

const seededPatientData = [
  ...[...demoAdults, ...demoChildren].flatMap((patient) =>
    Object.entries(patient)
      .filter(([key]) => ['firstName', 'lastname', 'identityDocument', 'dateOfBirth', 'email'].includes(key))
      .map(([, value]) => String(value)),
  ),
  // The addresses src/server/seed.ts gives the demo patients (their phones are runs of digits: see below).
  ...demoAdults.map((_, index) => `Calle Los Pinos ${100 + index * 7}`),
];

/** The demo staff: names and e-mails are personal data too. */
const staffData = demoUsers.flatMap((user) => [user.name, user.lastname, user.email]);

/** A run of 8 or more digits: an identity document (the tests type `uniqueDigits(8)`) or a phone number. */
const digitRun = /\d{8,}/;
/** Request ids and other UUIDs, whose hex groups may hold long runs of digits. */
const uuid = /[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}/gi;

/**
 * The string values of a parsed log line holding a run of 8 or more digits, as `key: value`; numeric fields
 * (time, pid, durationMs, level) are numbers, not strings, and so are not looked at.
 */
const digitRunsIn = (value: unknown, key = ''): string[] => {
  if (typeof value === 'string') return digitRun.test(value.replace(uuid, '')) ? [`${key}: ${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => digitRunsIn(item, `${key}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => digitRunsIn(item, key ? `${key}.${name}` : name));
  }
  return [];
};

/** `value` as a whole word: a document number inside a timestamp or a request id is not that document. */
const asWord = (value: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}_-])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_-])`, 'u');

type LogLine = { level?: unknown; msg?: unknown; requestId?: unknown };

test.describe('the log of the full browser run', () => {
  test('should be JSON lines with levels and request ids, and hold no secret or patient data', async () => {
    expect(serverLogs.length, `the servers' logs in ${resultsDir}`).toBeGreaterThan(0);
    // Every server's lines, each named by its log and line number.
    const logLines = serverLogs.flatMap((log) =>
      fs
        .readFileSync(log, 'utf8')
        .trimEnd()
        .split('\n')
        .map((line, index) => ({ line, where: `${path.basename(log)} line ${index + 1}` })),
    );
    const lines = logLines.map(({ line }) => line);
    const parsed = logLines.map(({ line, where }) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`${where} is not JSON: ${line}`);
      }
    });
    const requests = parsed.filter((line) => line.msg === 'petición');
    const linesMatching = (pattern: RegExp) => lines.filter((line) => pattern.test(line));

    // Soft: one run lists every problem of the log, not only the first.
    expect.soft(parsed.filter((line) => typeof line.level !== 'number')).toEqual([]);
    // A full run makes hundreds of requests: empty or cut logs prove nothing.
    expect.soft(requests.length).toBeGreaterThan(100);
    expect.soft(requests.filter((line) => typeof line.requestId !== 'string' || line.requestId === '')).toEqual([]);
    for (const pattern of [/eyJ[\w-]{10,}/, /bearer\s/i, /"(authorization|cookie|set-cookie)"\s*:\s*"[^"[]/i]) {
      expect.soft(linesMatching(pattern), `log lines matching ${pattern}`).toEqual([]);
    }
    // Identity documents and phones the tests make up at random, and any other, whatever its field.
    const digitRuns = parsed.flatMap((line, index) =>
      digitRunsIn(line).map((found) => `${logLines[index]?.where}, ${found}`),
    );
    expect.soft(digitRuns, 'log values holding a run of 8 or more digits').toEqual([]);
    const secrets = demoUsers.map((user) => user.password);
    for (const value of new Set([...secrets, ...staffData, ...seededPatientData, ...typedPatientData])) {
      expect.soft(linesMatching(asWord(value)), `log lines holding "${value}"`).toEqual([]);
    }
  });
});
