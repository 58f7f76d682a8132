import { vi } from 'vitest';
import type { CoverageItem, DropoutItem, ZeroDoseItem } from '../../../src/app/indicators/indicators-api';
import type { WastageItem, WastageMonth, WastageReason } from '../../../src/app/indicators/wastage-api';

/** What the fake server answers for an indicator: its rows, an error status, or never (still loading). */
export type Answer<T> = { items: T[] } | { status: number } | 'pending';

export type IndicatorAnswers = {
  coverage: Answer<CoverageItem>;
  dropout: Answer<DropoutItem>;
  'zero-dose': Answer<ZeroDoseItem>;
  // The wastage section's answers; a page test that leaves them out gets a 404 there.
  wastage?: Answer<WastageItem>;
  'wastage/by-month'?: Answer<WastageMonth>;
  'wastage/by-reason'?: Answer<WastageReason>;
};

export const coverageRows: CoverageItem[] = [
  {
    vaccinationCenterId: 2,
    centerName: 'Hospital San José',
    vaccineId: 3,
    vaccineName: 'Pentavalente',
    doseNumber: 1,
    dosesApplied: 8,
    targetPopulation: 10,
    coveragePercent: 80,
  },
  {
    vaccinationCenterId: 2,
    centerName: 'Hospital San José',
    vaccineId: 3,
    vaccineName: 'Pentavalente',
    doseNumber: 3,
    dosesApplied: 6,
    targetPopulation: 2.5,
    coveragePercent: 240,
  },
  {
    vaccinationCenterId: 2,
    centerName: 'Hospital San José',
    vaccineId: 5,
    vaccineName: 'SRP',
    doseNumber: 1,
    dosesApplied: 1234,
    targetPopulation: null,
    coveragePercent: null,
  },
];

export const dropoutRows: DropoutItem[] = [
  {
    vaccinationCenterId: null,
    centerName: null,
    vaccineId: 3,
    vaccineName: 'Pentavalente',
    firstDoses: 8,
    lastDoses: 6,
    dropoutPercent: 25,
  },
  {
    vaccinationCenterId: null,
    centerName: null,
    vaccineId: 6,
    vaccineName: 'Polio',
    firstDoses: 100,
    lastDoses: 95,
    dropoutPercent: 5,
  },
  {
    vaccinationCenterId: null,
    centerName: null,
    vaccineId: 7,
    vaccineName: 'Rotavirus',
    firstDoses: 100,
    lastDoses: 90,
    dropoutPercent: 10,
  },
  {
    vaccinationCenterId: null,
    centerName: null,
    vaccineId: 8,
    vaccineName: 'Neumococo',
    firstDoses: 20,
    lastDoses: 22,
    dropoutPercent: -10,
  },
  {
    vaccinationCenterId: null,
    centerName: null,
    vaccineId: 9,
    vaccineName: 'Hepatitis B',
    firstDoses: 0,
    lastDoses: 0,
    dropoutPercent: null,
  },
];

export const zeroDoseRows: ZeroDoseItem[] = [
  { vaccinationCenterId: 2, centerName: 'Hospital San José', childrenUnderOne: 40, zeroDose: 3, zeroDosePercent: 7.5 },
  {
    vaccinationCenterId: 1,
    centerName: 'Centro de Salud Norte',
    childrenUnderOne: 0,
    zeroDose: 0,
    zeroDosePercent: null,
  },
];

/** The figures in doses of single-dose vaccines: every dose its own vial. */
const inDoses = (issued: number, administered: number, unopenedVialsDiscarded: Record<string, number>) => ({
  dosesIssued: issued,
  dosesAdministered: administered,
  openedVialWastagePercent: issued === 0 ? null : 0,
  unopenedVialsDiscarded,
});

/** At Hospital San José: Pentavalente (a 10-dose vial opened, 8 doses given) lost 2 closed vials, a broken one in March, one frozen in April; SRP none. */
const atHospital = { vaccinationCenterId: 2, centerName: 'Hospital San José', hasDiscardCount: true };
export const wastageRows: WastageItem[] = [
  {
    ...atHospital,
    vaccineId: 3,
    vaccineName: 'Pentavalente',
    vialsUsed: 8,
    vialsDiscarded: 2,
    ...inDoses(10, 8, { broken: 1, frozen: 1 }),
    openedVialWastagePercent: 20,
    wastagePercent: 36.4,
  },
  {
    ...atHospital,
    vaccineId: 5,
    vaccineName: 'SRP',
    vialsUsed: 3,
    vialsDiscarded: 0,
    wastagePercent: 0,
    ...inDoses(3, 3, {}),
  },
  {
    ...atHospital,
    vaccineId: 6,
    vaccineName: 'Polio',
    vialsUsed: 0,
    vialsDiscarded: 0,
    wastagePercent: null,
    ...inDoses(0, 0, {}),
  },
];

export const wastageMonthRows: WastageMonth[] = Array.from({ length: 12 }, (_, index) => {
  const month = index + 1;
  const [vialsUsed, vialsDiscarded] = month === 3 ? [6, 1] : month === 4 ? [5, 1] : [0, 0];
  const total = vialsUsed + vialsDiscarded;
  return {
    month,
    vialsUsed,
    vialsDiscarded,
    wastagePercent: total === 0 ? null : Math.round((1000 * vialsDiscarded) / total) / 10,
    // Single-dose vials: the doses issued are those given.
    dosesIssued: vialsUsed,
    dosesAdministered: vialsUsed,
    openedVialWastagePercent: vialsUsed === 0 ? null : 0,
  };
});

export const wastageReasonRows: WastageReason[] = [
  { reason: 'expired', vialsDiscarded: 0 },
  { reason: 'broken', vialsDiscarded: 1 },
  { reason: 'frozen', vialsDiscarded: 1 },
  { reason: 'recalled', vialsDiscarded: 0 },
];

export const allAnswers = (): IndicatorAnswers => ({
  coverage: { items: coverageRows },
  dropout: { items: dropoutRows },
  'zero-dose': { items: zeroDoseRows },
  wastage: { items: wastageRows },
  'wastage/by-month': { items: wastageMonthRows },
  'wastage/by-reason': { items: wastageReasonRows },
});

/** A place as `GET /auth/me` answers it. */
export type AccountPlace = { level: 'national' | 'region' | 'district' | 'center'; id: number | null; name: string };

/** The whole network's account: the national admin's. */
export const nationalPlace: AccountPlace = { level: 'national', id: null, name: 'Red Nacional de Salud' };

/** The network's units, as `GET /org-units` answers every account. */
export const unitRows = [
  { id: 1, name: 'Red Nacional de Salud', level: 'national', parentId: null },
  { id: 3, name: 'Región Lima', level: 'region', parentId: 1 },
  { id: 2, name: 'Región Arequipa', level: 'region', parentId: 1 },
  { id: 4, name: 'Distrito Lima Norte', level: 'district', parentId: 3 },
  { id: 6, name: 'Distrito Lima Sur', level: 'district', parentId: 3 },
  { id: 5, name: 'Distrito Cayma', level: 'district', parentId: 2 },
];

/** The centres, as `GET /vaccination-centers` answers an account of the whole network. */
export const centerRows = [
  { id: 2, centerName: 'Hospital San José', orgUnitId: 4 },
  { id: 1, centerName: 'Centro de Salud Norte', orgUnitId: 4 },
  { id: 3, centerName: 'Posta Médica Peña Blanca', orgUnitId: 5 },
];

/** The centres an account of `place` may see: the API answers no other. */
const centersOf = (place: AccountPlace) => {
  if (place.level === 'center') return centerRows.filter((center) => center.id === place.id);
  if (place.level === 'district') return centerRows.filter((center) => center.orgUnitId === place.id);
  if (place.level === 'region') {
    const districts = unitRows.filter((unit) => unit.parentId === place.id).map((unit) => unit.id);
    return centerRows.filter((center) => districts.includes(center.orgUnitId));
  }
  return centerRows;
};

/** The centres of `place` that `GET /vaccination-centers` answers, filtered by `orgUnitId=` and `ids=` as the API filters. */
export const centersAnswer = (place: AccountPlace, url: URL) => {
  const [orgUnitId, ids] = [url.searchParams.get('orgUnitId'), url.searchParams.get('ids')];
  return centersOf(place).filter(
    (center) =>
      (orgUnitId === null || center.orgUnitId === Number(orgUnitId)) &&
      (ids === null || ids.split(',').map(Number).includes(center.id)),
  );
};

/**
 * Stands in for the API at the fetch level: `/api/v1/indicators/{name}` answers as told (the
 * answers may change between calls), the account (`/auth/me`) works at `place`, the units and the
 * centres of its scope answer as the API does, anything else 404. Returns the URLs asked for.
 */
export const serveIndicators = (answers: IndicatorAnswers, place: AccountPlace = nationalPlace) => {
  const requested: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    requested.push(url);
    if (url.pathname === '/api/v1/auth/me') {
      return Response.json({ id: 9, name: 'Diego', lastname: 'Ramos', role: 'admin', place });
    }
    if (url.pathname === '/api/v1/org-units') return Response.json(unitRows);
    if (url.pathname === '/api/v1/vaccination-centers') return Response.json(centersAnswer(place, url));
    const name = url.pathname.replace('/api/v1/indicators/', '') as keyof IndicatorAnswers;
    const answer = answers[name];
    if (answer === undefined) return Response.json({ message: 'Recurso no encontrado' }, { status: 404 });
    if (answer === 'pending') return new Promise<Response>(() => {});
    if ('status' in answer) return Response.json({ message: 'Error interno' }, { status: answer.status });
    return Response.json(answer);
  });
  /** The query parameters of the last request for an indicator. */
  const lastQuery = (name: keyof IndicatorAnswers) =>
    Object.fromEntries(requested.filter((url) => url.pathname.endsWith(`/${name}`)).at(-1)?.searchParams ?? []);
  return { requested, lastQuery };
};
