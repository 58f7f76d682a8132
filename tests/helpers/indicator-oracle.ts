import type { CoverageItem, DropoutItem, ZeroDoseItem } from '../../src/domain/indicator-answers';
import {
  coveragePercentOf,
  dropoutPercentOf,
  periodEndOf,
  proratedPopulation,
  roundToTenth,
  type TargetAgeRule,
  targetAgeOf,
  yearsBefore,
  zeroDosePercentOf,
} from '../../src/domain/indicators';

/** A dose row as stored, with what the indicators read of it. */
export type OracleDose = {
  id: number;
  isActive: number;
  isHistorical: number | null;
  patientId: number;
  vaccineId: number | null;
  vaccineBatchId: number | null;
  vaccinationCenterId: number | null;
  doseNumber: number;
  applicationDateTime: string;
};

/** Everything the indicators are computed from, read plainly. */
export type OracleWorld = {
  doses: readonly OracleDose[];
  vaccines: readonly { id: number; vaccineName: string; requiredDoses: number; isActive: boolean }[];
  batchVaccine: ReadonlyMap<number, number>;
  rules: readonly TargetAgeRule[];
  populations: readonly { vaccinationCenterId: number; year: number; ageInYears: number; population: number }[];
  patients: readonly { id: number; isActive: boolean; birthDate: string; catchmentCenterId: number | null }[];
  centerNames: ReadonlyMap<number, string>;
};

type Query = { year: number; month?: number; centerId?: number; vaccineId?: number };

const byName = <T extends { vaccineName: string; vaccineId: number }>(a: T, b: T) =>
  a.vaccineName.localeCompare(b.vaccineName, 'es') || a.vaccineId - b.vaccineId;

/** The doses given here, active, of the year up to `throughMonth`, at the centre (any without one). */
const countedDoses = (world: OracleWorld, query: Query, throughMonth: number) =>
  world.doses.flatMap((dose) => {
    const vaccineId =
      dose.vaccineId ?? (dose.vaccineBatchId === null ? undefined : world.batchVaccine.get(dose.vaccineBatchId));
    const year = Number(dose.applicationDateTime.slice(0, 4));
    const month = Number(dose.applicationDateTime.slice(5, 7));
    const isCounted =
      dose.isActive === 1 &&
      (dose.isHistorical ?? 0) === 0 &&
      vaccineId !== undefined &&
      year === query.year &&
      month <= throughMonth &&
      (query.centerId === undefined || dose.vaccinationCenterId === query.centerId) &&
      (query.vaccineId === undefined || vaccineId === query.vaccineId);
    return isCounted ? [{ vaccineId: vaccineId as number, doseNumber: dose.doseNumber }] : [];
  });

const appliedOf = (
  doses: readonly { vaccineId: number; doseNumber: number }[],
  vaccineId: number,
  doseNumber: number,
) => doses.filter((dose) => dose.vaccineId === vaccineId && dose.doseNumber === doseNumber).length;

const centerOf = (world: OracleWorld, query: { centerId?: number }) => ({
  vaccinationCenterId: query.centerId ?? null,
  centerName: query.centerId === undefined ? null : (world.centerNames.get(query.centerId) ?? ''),
});

/** The coverage items, counted one dose at a time. */
export const oracleCoverage = (world: OracleWorld, query: Query): CoverageItem[] => {
  const doses = countedDoses(world, query, query.month ?? 12);
  const vaccines = world.vaccines.filter((vaccine) => query.vaccineId === undefined || vaccine.id === query.vaccineId);
  const items: CoverageItem[] = [];
  for (const vaccine of vaccines) {
    const numbers = new Set(doses.filter((dose) => dose.vaccineId === vaccine.id).map((dose) => dose.doseNumber));
    if (vaccine.isActive) for (let number = 1; number <= vaccine.requiredDoses; number += 1) numbers.add(number);
    for (const doseNumber of [...numbers].sort((a, b) => a - b)) {
      const age = targetAgeOf(world.rules, vaccine.id, doseNumber);
      const rows = world.populations.filter(
        (row) =>
          row.year === query.year &&
          row.ageInYears === age &&
          (query.centerId === undefined || row.vaccinationCenterId === query.centerId),
      );
      const population = rows.length === 0 ? null : rows.reduce((sum, row) => sum + row.population, 0);
      const target = proratedPopulation(population, query.month ?? null);
      const dosesApplied = appliedOf(doses, vaccine.id, doseNumber);
      if (dosesApplied === 0 && target === null) continue;
      items.push({
        ...centerOf(world, query),
        vaccineId: vaccine.id,
        vaccineName: vaccine.vaccineName,
        doseNumber,
        dosesApplied,
        targetPopulation: target === null ? null : roundToTenth(target),
        coveragePercent: coveragePercentOf(dosesApplied, target),
      });
    }
  }
  return items.sort((a, b) => byName(a, b) || a.doseNumber - b.doseNumber);
};

/** The dropout items, counted one dose at a time. */
export const oracleDropout = (world: OracleWorld, query: Query): DropoutItem[] => {
  const doses = countedDoses(world, query, 12);
  return world.vaccines
    .filter(
      (vaccine) => vaccine.requiredDoses >= 2 && (query.vaccineId === undefined || vaccine.id === query.vaccineId),
    )
    .map((vaccine) => ({
      ...centerOf(world, query),
      vaccineId: vaccine.id,
      vaccineName: vaccine.vaccineName,
      firstDoses: appliedOf(doses, vaccine.id, 1),
      lastDoses: appliedOf(doses, vaccine.id, vaccine.requiredDoses),
    }))
    .filter((item) => item.firstDoses > 0 || item.lastDoses > 0)
    .map((item) => ({ ...item, dropoutPercent: dropoutPercentOf(item.firstDoses, item.lastDoses) }))
    .sort(byName);
};

/** The zero-dose items, one child at a time. */
export const oracleZeroDose = (world: OracleWorld, query: Query & { today: string }): ZeroDoseItem[] => {
  const end = periodEndOf({ year: query.year, month: query.month ?? null, today: query.today });
  const groups = new Map<number, { children: number; zeroDose: number }>();
  for (const patient of world.patients) {
    if (!patient.isActive || patient.birthDate <= yearsBefore(end, 1) || patient.birthDate > end) continue;
    const own = world.doses.filter((dose) => dose.patientId === patient.id && dose.isActive === 1);
    const latest = own
      .filter((dose) => dose.vaccinationCenterId !== null)
      .sort((a, b) => b.applicationDateTime.localeCompare(a.applicationDateTime) || b.id - a.id)[0];
    const centerId = patient.catchmentCenterId ?? latest?.vaccinationCenterId ?? null;
    if (centerId === null || (query.centerId !== undefined && centerId !== query.centerId)) continue;
    const group = groups.get(centerId) ?? { children: 0, zeroDose: 0 };
    group.children += 1;
    if (!own.some((dose) => dose.applicationDateTime.slice(0, 10) <= end)) group.zeroDose += 1;
    groups.set(centerId, group);
  }
  return [...groups]
    .map(([centerId, group]) => ({
      vaccinationCenterId: centerId,
      centerName: world.centerNames.get(centerId) ?? '',
      childrenUnderOne: group.children,
      zeroDose: group.zeroDose,
      zeroDosePercent: zeroDosePercentOf(group.zeroDose, group.children),
    }))
    .sort((a, b) => a.centerName.localeCompare(b.centerName, 'es') || a.vaccinationCenterId - b.vaccinationCenterId);
};
