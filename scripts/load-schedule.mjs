// `npm run schedule:load -- <file.json>` or `npm run schedule:load -- --cdsi <folder>`: loads a vaccination schedule
// into a running panel through its API, as an admin.
// - A JSON file in the CDSi model (docs/examples/schedule.json: vaccineGroups, antigens with their series, vaccines
//   by CVX code with the antigens they cover, liveVirusConflicts, observations; docs/cdsi.md) is loaded row by row:
//   created when missing, updated when it differs, left alone when the same (load-cdsi.mjs). A file of the former
//   rules ({ "rules": [...] }, each a vaccine by its exact name and its ages in days) creates each rule with
//   POST /api/v1/schedule-rules.
// - `--cdsi <folder>` reads CDC's supporting data (v4.x: ScheduleSupportingData.xml and every
//   AntigenSupportingData-*.xml) into that model and loads it the same way.
// What the panel refuses is reported with its reason and the rest is still loaded; the exit code is 1 when anything
// was refused. The panel recomputes the forecasts itself. Reads VACUNAS_URL (default http://localhost:3000),
// VACUNAS_EMAIL and VACUNAS_PASSWORD (an admin account): no credential is ever written in a file.
import { readFileSync } from 'node:fs';
import { loadCdsiSchedule } from './load-cdsi.mjs';
import { readCdsiFolder } from './read-cdsi-folder.mjs';
import { reasonOf, signIn } from './schedule-api.mjs';

const args = process.argv.slice(2);
const isCdsi = args[0] === '--cdsi';
const source = isCdsi ? args[1] : args[0];
const { VACUNAS_EMAIL: email, VACUNAS_PASSWORD: password } = process.env;
if (!source || !email || !password) {
  console.error(
    'Uso: VACUNAS_EMAIL=<correo de un administrador> VACUNAS_PASSWORD=<contraseña> npm run schedule:load -- <esquema.json> | --cdsi <carpeta>',
  );
  process.exit(2);
}
const baseUrl = `${(process.env.VACUNAS_URL || 'http://localhost:3000').replace(/\/$/, '')}/api/v1`;

const file = isCdsi ? null : JSON.parse(readFileSync(source, 'utf8'));
if (file && !Array.isArray(file.rules) && !Array.isArray(file.antigens)) {
  console.error(`${source} no tiene una lista "antigens" (modelo CDSi) ni "rules"`);
  process.exit(2);
}
const { api, refusal } = await signIn({ baseUrl, email, password });
if (!api) {
  console.error(`No se pudo iniciar sesión: ${refusal}`);
  process.exit(1);
}

if (isCdsi || Array.isArray(file?.antigens)) {
  const counts = await loadCdsiSchedule(api, isCdsi ? await readCdsiFolder(source) : file);
  console.log(
    `${counts.created} creados, ${counts.updated} actualizados, ${counts.unchanged} sin cambios, ${counts.refused} rechazados`,
  );
  process.exit(counts.refused > 0 ? 1 : 0);
}

/** @type {Map<string, number | undefined>} */
const vaccineIds = new Map();
/** The id of the vaccine named exactly `name`; undefined when none is. @param {string} name */
const vaccineIdOf = async (name) => {
  if (!vaccineIds.has(name)) {
    const found = await api.call('GET', `/vaccines?q=${encodeURIComponent(name)}&page=1&pageSize=100`);
    const vaccines = Array.isArray(found.body) ? found.body : (found.body?.items ?? []);
    vaccineIds.set(name, vaccines.find((/** @type {any} */ vaccine) => vaccine.vaccineName === name)?.id);
  }
  return vaccineIds.get(name);
};

let refused = 0;
for (const { vaccineName, ...rule } of file.rules) {
  const label = `${vaccineName}, dosis ${rule.doseNumber}`;
  const vaccineId = await vaccineIdOf(vaccineName);
  if (vaccineId === undefined) {
    refused += 1;
    console.error(`✗ ${label}: no hay ninguna vacuna llamada "${vaccineName}" en el panel`);
    continue;
  }
  const created = await api.call('POST', '/schedule-rules', { vaccineId, ...rule });
  if (created.status === 201) {
    console.log(`✓ ${label}`);
  } else {
    refused += 1;
    console.error(`✗ ${label}: ${reasonOf(created)}`);
  }
}
console.log(`${file.rules.length - refused} de ${file.rules.length} reglas cargadas`);
process.exit(refused > 0 ? 1 : 0);
