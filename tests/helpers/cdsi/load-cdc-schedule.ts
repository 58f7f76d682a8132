import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CdsiSchedule } from '../../../src/domain/cdsi/antigen-model';
import { readSupportingData } from '../../../src/server/cdsi/read-supporting-data';

export const cdsiFixtures = path.resolve(import.meta.dirname, '../../fixtures/cdsi');

let loaded: CdsiSchedule | undefined;

/** CDC's supporting data v4.10 of tests/fixtures/cdsi in the project's model, read once per process. */
export const cdcSchedule = (): CdsiSchedule => {
  loaded ??= readSupportingData({
    scheduleXml: readFileSync(path.join(cdsiFixtures, 'ScheduleSupportingData.xml'), 'utf8'),
    antigenXmls: readdirSync(cdsiFixtures)
      .filter((file) => file.startsWith('AntigenSupportingData-'))
      .map((file) => readFileSync(path.join(cdsiFixtures, file), 'utf8')),
  });
  return loaded;
};
