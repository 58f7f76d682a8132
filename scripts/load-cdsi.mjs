// Loads a schedule in the CDSi model (docs/cdsi.md: vaccineGroups, antigens, vaccines, liveVirusConflicts,
// observations) into a running panel through its API, row by row: a row missing is created, one that differs is
// updated, one that is the same is left alone, so loading twice changes nothing. Products are matched by their CVX
// code (http://hl7.org/fhir/sid/cvx); a new one gets a manufacturer 'Sin especificar'. Each refusal is reported with
// the panel's reason, and the rest still loads.
import { reasonOf } from './schedule-api.mjs';

const cvxSystem = 'http://hl7.org/fhir/sid/cvx';
const unspecified = 'Sin especificar';

/**
 * @typedef {{ call: (method: string, path: string, body?: unknown) => Promise<import('./schedule-api.mjs').Answer>, all: (path: string) => Promise<any[]> }} Api
 * @typedef {{ name: string, antigens: string[], isAdministeredWhole: boolean }} Group
 * @typedef {{ name: string, immunity: unknown, contraindications: unknown, series: { doses: unknown[] }[] }} Antigen
 * @typedef {{ cvx: string, name: string, antigens: { antigen: string, beginAge: string | null, endAge: string | null }[] }} Product
 * @typedef {{ previousCvx: string, currentCvx: string, beginInterval: string, minimumEndInterval: string, endInterval: string }} Conflict
 * @typedef {{ vaccineGroups: Group[], antigens: Antigen[], vaccines: Product[], liveVirusConflicts: Conflict[], observations: { code: string, title: string }[] }} Schedule
 */

/**
 * Loads the schedule; resolves with the counts of rows created, updated, unchanged and refused.
 * @param {Api} api
 * @param {Schedule} schedule
 */
export const loadCdsiSchedule = async (api, schedule) => {
  const counts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  /**
   * Creates or updates one row, matched by `key` among `rows`; the id it has.
   * @param {{ path: string, label: string, rows: any[], key: (row: any) => string, body: Record<string, unknown> }} row
   * @returns {Promise<number | undefined>}
   */
  const upsert = async ({ path, label, rows, key, body }) => {
    const found = rows.find((candidate) => key(candidate) === key(body));
    if (found && Object.entries(body).every(([field, value]) => sameValue(found[field], value))) {
      counts.unchanged += 1;
      return found.id;
    }
    // An edit takes the whole row: the stored one with the changed fields.
    const answer = await (found
      ? api.call('PATCH', `${path}/${found.id}`, { ...found, ...body })
      : api.call('POST', path, body));
    if (answer.status === 200 || answer.status === 201) {
      counts[found ? 'updated' : 'created'] += 1;
      return answer.body.id;
    }
    counts.refused += 1;
    console.error(`✗ ${label}: ${reasonOf(answer)}`);
    return undefined;
  };

  const observations = await api.all('/observations');
  for (const { code, title } of schedule.observations) {
    await upsert({
      path: '/observations',
      label: `Observación ${code}`,
      rows: observations,
      key: (row) => row.observationCode,
      body: { observationCode: code, observationTitle: title },
    });
  }
  const groups = await api.all('/vaccine-groups');
  /** @type {Map<string, number>} */
  const groupIds = new Map();
  for (const group of schedule.vaccineGroups) {
    const id = await upsert({
      path: '/vaccine-groups',
      label: `Grupo ${group.name}`,
      rows: groups,
      key: (row) => row.groupName,
      body: { groupName: group.name, isAdministeredWhole: group.isAdministeredWhole },
    });
    if (id !== undefined) for (const antigen of group.antigens) groupIds.set(antigen, id);
  }
  const antigens = await api.all('/antigens');
  const documented = new Map(schedule.antigens.map((antigen) => [antigen.name, antigen]));
  // An antigen a group names without its own file (COVID-19 when its file is left out) is loaded without series.
  for (const name of new Set(schedule.vaccineGroups.flatMap((group) => group.antigens))) {
    const { name: _, ...document } = documented.get(name) ?? {
      name,
      immunity: { bornBefore: null, observationCodes: [] },
      contraindications: [],
      series: [],
    };
    await upsert({
      path: '/antigens',
      label: `Antígeno ${name}`,
      rows: antigens,
      key: (row) => row.antigenName,
      body: { antigenName: name, vaccineGroupId: groupIds.get(name), definition: JSON.stringify(document) },
    });
  }
  await loadProducts({ api, schedule, upsert });
  const conflicts = await api.all('/live-virus-conflicts');
  for (const conflict of schedule.liveVirusConflicts) {
    await upsert({
      path: '/live-virus-conflicts',
      label: `Conflicto ${conflict.previousCvx} → ${conflict.currentCvx}`,
      rows: conflicts,
      key: (row) => `${row.previousCvx}>${row.currentCvx}`,
      body: { ...conflict },
    });
  }
  return counts;
};

/**
 * The products, by CVX code: an existing one gets its antigens, a new one is created with its CDC name in the
 * characters a vaccine's name allows (its CVX code appended when another vaccine has that name).
 * @param {{ api: Api, schedule: Schedule, upsert: (row: { path: string, label: string, rows: any[], key: (row: any) => string, body: Record<string, unknown> }) => Promise<number | undefined> }} options
 */
const loadProducts = async ({ api, schedule, upsert }) => {
  const vaccines = await api.all('/vaccines');
  const manufacturerId = await unspecifiedManufacturer(api);
  const dosesOf = new Map(
    schedule.antigens.map((antigen) => [
      antigen.name,
      Math.max(1, ...antigen.series.map((series) => series.doses.length)),
    ]),
  );
  const names = new Set(vaccines.map((vaccine) => fold(vaccine.vaccineName)));
  for (const product of schedule.vaccines) {
    const existing = vaccines.find((vaccine) => vaccine.codeSystem === cvxSystem && vaccine.code === product.cvx);
    const antigens = formatAntigens(product.antigens);
    const label = `Vacuna ${product.name} (CVX ${product.cvx})`;
    const key = (/** @type {any} */ row) => `${row.codeSystem}|${row.code}`;
    if (existing) {
      await upsert({
        path: '/vaccines',
        label,
        rows: vaccines,
        key,
        body: { codeSystem: cvxSystem, code: product.cvx, antigens },
      });
      continue;
    }
    const plain = vaccineNameOf(product.name);
    const vaccineName = names.has(fold(plain)) ? `${plain} CVX ${product.cvx}` : plain;
    names.add(fold(vaccineName));
    const requiredDoses = Math.max(1, ...product.antigens.map((item) => dosesOf.get(item.antigen) ?? 1));
    await upsert({
      path: '/vaccines',
      label,
      rows: vaccines,
      key,
      body: {
        vaccineName,
        requiredDoses,
        doseIntervalDays: 28,
        storageTemperature: unspecified,
        manufacturerId,
        codeSystem: cvxSystem,
        code: product.cvx,
        antigens,
      },
    });
  }
};

/** @param {Api} api */
const unspecifiedManufacturer = async (api) => {
  const found = (await api.all('/manufacturers')).find((row) => row.manufacturerName === unspecified);
  if (found) return found.id;
  const country =
    (await api.all('/countries')).find((row) => row.nameCountry === unspecified) ??
    (await api.call('POST', '/countries', { nameCountry: unspecified })).body;
  return (await api.call('POST', '/manufacturers', { manufacturerName: unspecified, countryId: country?.id })).body?.id;
};

/** @param {Product['antigens']} antigens */
const formatAntigens = (antigens) =>
  antigens
    .map(({ antigen, beginAge, endAge }) => {
      const ages = [beginAge ? `desde ${beginAge}` : '', endAge ? `hasta ${endAge}` : ''].filter(Boolean).join(', ');
      return ages ? `${antigen} (${ages})` : antigen;
    })
    .join(', ');

/** CDC's name in a vaccine name's characters: 'DTaP-IPV/Hib' → 'DTaP-IPV-Hib', 'Hep B, adult' → 'Hep B adult'. @param {string} name */
const vaccineNameOf = (name) =>
  name
    .replace(/\//g, '-')
    .replace(/[^A-Za-zÁÉÍÓÚÜÑáéíóúüñ0-9 +°-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** @param {string} text */
const fold = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** @param {unknown} stored @param {unknown} sent */
const sameValue = (stored, sent) => (stored ?? null) === (sent ?? null);
