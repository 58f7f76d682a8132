import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { readStoredSchedule } from '../../src/server/cdsi/stored-schedule';
import { setUpApiFixture } from '../helpers/api-fixture';
import { cdcSchedule } from '../helpers/cdsi/load-cdc-schedule';
import { listen } from '../helpers/listening-server';

const fixture = setUpApiFixture();
const script = path.resolve(import.meta.dirname, '../../scripts/load-schedule.mjs');
const cdcFolder = path.resolve(import.meta.dirname, '../fixtures/cdsi');

let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await listen(fixture.api.app);
  return () => server.close();
});

/** Runs `npm run schedule:load -- --cdsi <folder>`'s script as the test API's admin; its exit code and output. */
const loadCdsi = async (folder: string) => {
  const env = {
    ...process.env,
    VACUNAS_URL: server.origin,
    VACUNAS_EMAIL: 'admin@gmail.com',
    VACUNAS_PASSWORD: 'admin123',
  };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, '--cdsi', folder], {
      env,
      maxBuffer: 10_000_000,
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
};

describe('npm run schedule:load -- --cdsi', () => {
  it("should load the whole of CDC's supporting data v4.10 through the API, and change nothing the second time", async () => {
    const first = await loadCdsi(cdcFolder);
    expect(first.output).not.toContain('✗');
    expect(first.code).toBe(0);

    const { schedule } = await readStoredSchedule(fixture.api.store.db);
    const cdc = cdcSchedule();
    expect(schedule.antigens.map((antigen) => antigen.name).sort()).toEqual(
      expect.arrayContaining(cdc.antigens.map((antigen) => antigen.name).sort()),
    );
    expect(schedule.antigens.find((antigen) => antigen.name === 'Measles')).toEqual(
      cdc.antigens.find((antigen) => antigen.name === 'Measles'),
    );
    expect(schedule.liveVirusConflicts).toEqual(cdc.liveVirusConflicts);
    expect(schedule.vaccines.find((vaccine) => vaccine.cvx === '94')).toEqual(
      expect.objectContaining({ antigens: cdc.vaccines.find((vaccine) => vaccine.cvx === '94')?.antigens }),
    );

    const second = await loadCdsi(cdcFolder);
    expect(second.code).toBe(0);
    expect(second.output).toMatch(/0 creados, 0 actualizados, \d+ sin cambios, 0 rechazados/);
  }, 120_000);
});
