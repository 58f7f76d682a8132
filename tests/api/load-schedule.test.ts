import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleRules } from '../../src/entities/schedule-rules';
import { setUpApiFixture } from '../helpers/api-fixture';
import { listen } from '../helpers/listening-server';
import { idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();
const script = path.resolve(import.meta.dirname, '../../scripts/load-schedule.mjs');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-schedule-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await listen(fixture.api.app);
  return () => server.close();
});

/** Runs `npm run schedule:load`'s script on a file of rules, as the test API's admin; its exit code and output. */
const load = async (rules: readonly Record<string, unknown>[]) => {
  const file = path.join(folder, `schedule-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify({ rules }));
  const env = {
    ...process.env,
    VACUNAS_URL: server.origin,
    VACUNAS_EMAIL: 'admin@gmail.com',
    VACUNAS_PASSWORD: 'admin123',
  };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, file], { env });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
};

const rotavirusRules = [
  {
    doseNumber: 1,
    minimumAgeDays: 42,
    recommendedAgeDays: 60,
    overdueAgeDays: 90,
    maximumAgeDays: 105,
    minimumIntervalDays: 0,
  },
  {
    doseNumber: 2,
    minimumAgeDays: 70,
    recommendedAgeDays: 120,
    overdueAgeDays: 150,
    maximumAgeDays: 243,
    minimumIntervalDays: 28,
  },
].map((rule) => ({ vaccineName: 'Rotavirus oral', ...rule }));

describe('npm run schedule:load', () => {
  it("should create a country's rules through the API, then report each refusal with the panel's reason and load the rest", async () => {
    const vaccineId = idOf(
      await fixture.api.admin('POST', '/vaccines', {
        ...payloads.vaccine(fixture.ids.manufacturerId),
        vaccineName: 'Rotavirus oral',
        requiredDoses: 2,
        doseIntervalDays: 60,
      }),
    );

    const first = await load(rotavirusRules);
    expect(first).toMatchObject({ code: 0 });
    expect(first.output).toContain('2 de 2 reglas cargadas');
    const stored = (await fixture.api.rowsOf(scheduleRules)).filter((row) => Number(row.vaccineId) === vaccineId);
    expect(stored.map((row) => [row.doseNumber, row.maximumAgeDays])).toEqual([
      [1, 105],
      [2, 243],
    ]);

    const second = await load([...rotavirusRules, { ...rotavirusRules[0], vaccineName: 'Vacuna inexistente' }]);
    expect(second.code).toBe(1);
    expect(second.output).toContain('Ya existe una regla activa para la dosis 1 de esta vacuna');
    expect(second.output).toContain('no hay ninguna vacuna llamada "Vacuna inexistente" en el panel');
    expect(second.output).toContain('0 de 3 reglas cargadas');
    expect(await fixture.api.rowsOf(scheduleRules)).toHaveLength(stored.length);
  });
});
