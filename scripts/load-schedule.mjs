// `npm run schedule:load -- <file.json>`: loads a country's vaccination schedule into a running panel through its
// API, as an admin: each rule of the file (docs/examples/schedule.json's shape: the vaccine by its exact name, then
// the rule's fields in days) is created with POST /api/v1/schedule-rules. A rule the panel refuses (an unknown
// vaccine, a dose beyond its series, a rule already active for that dose) is reported with the panel's reason and
// the others are still loaded; the exit code is 1 when any was refused. The panel recomputes the forecasts itself.
// Reads VACUNAS_URL (default http://localhost:3000), VACUNAS_EMAIL and VACUNAS_PASSWORD (an admin account): no
// credential is ever written in a file. docs/schedule.md explains the schedule model.
import { readFileSync } from 'node:fs';

const [file] = process.argv.slice(2);
const { VACUNAS_EMAIL: email, VACUNAS_PASSWORD: password } = process.env;
if (!file || !email || !password) {
  console.error(
    'Uso: VACUNAS_EMAIL=<correo de un administrador> VACUNAS_PASSWORD=<contraseña> npm run schedule:load -- <esquema.json>',
  );
  process.exit(2);
}
const api = `${(process.env.VACUNAS_URL || 'http://localhost:3000').replace(/\/$/, '')}/api/v1`;

/** @typedef {{ id: number, vaccineName: string }} Vaccine */
/**
 * @typedef {{ message?: string, errors?: Record<string, string>, token?: string, items?: Vaccine[] } | Vaccine[]} Body
 * @typedef {{ status: number, body: Body | null }} Answer
 * A JSON answer of the API: its status and its parsed body (null when empty).
 */

/**
 * Calls the API; its JSON body (or null) and status.
 * @param {string} method
 * @param {string} path
 * @param {{ token?: string, body?: unknown }} [options]
 * @returns {Promise<Answer>}
 */
const call = async (method, path, { token, body } = {}) => {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
};

/**
 * The panel's reason for a refusal: its message, then each field's.
 * @param {Answer} answer
 */
const reasonOf = ({ status, body }) => {
  const refusal = Array.isArray(body) ? null : body;
  return [refusal?.message ?? `HTTP ${status}`, ...Object.values(refusal?.errors ?? {})].join(' · ');
};

const { rules } = JSON.parse(readFileSync(file, 'utf8'));
if (!Array.isArray(rules)) {
  console.error(`${file} no tiene una lista "rules"`);
  process.exit(2);
}

const login = await call('POST', '/auth/login', { body: { email, password } });
if (login.status !== 200) {
  console.error(`No se pudo iniciar sesión: ${reasonOf(login)}`);
  process.exit(1);
}
const token = Array.isArray(login.body) ? undefined : login.body?.token;

/** @type {Map<string, number | undefined>} */
const vaccineIds = new Map();
/**
 * The id of the vaccine named exactly `name`, from the vaccines' search; undefined when none is.
 * @param {string} name
 */
const vaccineIdOf = async (name) => {
  if (!vaccineIds.has(name)) {
    const found = await call('GET', `/vaccines?q=${encodeURIComponent(name)}&page=1&pageSize=100`, { token });
    const vaccines = Array.isArray(found.body) ? found.body : (found.body?.items ?? []);
    vaccineIds.set(name, vaccines.find((vaccine) => vaccine.vaccineName === name)?.id);
  }
  return vaccineIds.get(name);
};

let refused = 0;
for (const { vaccineName, ...rule } of rules) {
  const label = `${vaccineName}, dosis ${rule.doseNumber}`;
  const vaccineId = await vaccineIdOf(vaccineName);
  if (vaccineId === undefined) {
    refused += 1;
    console.error(`✗ ${label}: no hay ninguna vacuna llamada "${vaccineName}" en el panel`);
    continue;
  }
  const created = await call('POST', '/schedule-rules', { token, body: { vaccineId, ...rule } });
  if (created.status === 201) {
    console.log(`✓ ${label}`);
  } else {
    refused += 1;
    console.error(`✗ ${label}: ${reasonOf(created)}`);
  }
}
console.log(`${rules.length - refused} de ${rules.length} reglas cargadas`);
process.exit(refused > 0 ? 1 : 0);
