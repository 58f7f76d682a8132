// CDC's supporting data of a folder (v4.x: ScheduleSupportingData.xml and every AntigenSupportingData-*.xml), read
// into the CDSi model that load-cdsi.mjs loads: `npm run schedule:load -- --cdsi <folder>` and the bench's CDC run.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

/**
 * @example
 * const schedule = await readCdsiFolder('tests/fixtures/cdsi');
 * @param {string} folder
 */
export const readCdsiFolder = async (folder) => {
  /** @type {{ readSupportingData: (texts: { scheduleXml: string, antigenXmls: string[] }) => import('./load-cdsi.mjs').Schedule }} */
  const { readSupportingData } = await tsImport('../src/server/cdsi/read-supporting-data.ts', import.meta.url);
  const files = readdirSync(folder);
  const antigenFiles = files.filter((file) => /^AntigenSupportingData.*\.xml$/i.test(file)).sort();
  return readSupportingData({
    scheduleXml: readFileSync(path.join(folder, 'ScheduleSupportingData.xml'), 'utf8'),
    antigenXmls: antigenFiles.map((file) => readFileSync(path.join(folder, file), 'utf8')),
  });
};
