import type { CdsiSchedule } from './antigen-model';
import type { LiveVirusConflict, Vaccine } from './schedule-model';

/** What the engine looks up in a schedule again and again, worked out once per schedule object. */
type ScheduleIndex = {
  vaccineByCvx: ReadonlyMap<string, Vaccine>;
  conflictsByCvx: ReadonlyMap<string, readonly LiveVirusConflict[]>;
  /** The schedule narrowed to the antigens of one vaccine, by its CVX, as asked for. */
  narrowed: Map<string, CdsiSchedule>;
};

const indexes = new WeakMap<CdsiSchedule, ScheduleIndex>();

const indexOf = (schedule: CdsiSchedule): ScheduleIndex => {
  const known = indexes.get(schedule);
  if (known) return known;
  const conflictsByCvx = new Map<string, LiveVirusConflict[]>();
  for (const conflict of schedule.liveVirusConflicts) {
    const ofCvx = conflictsByCvx.get(conflict.currentCvx);
    if (ofCvx) ofCvx.push(conflict);
    else conflictsByCvx.set(conflict.currentCvx, [conflict]);
  }
  const index = {
    // The first of a CVX, as a search of the list finds it.
    vaccineByCvx: new Map(schedule.vaccines.toReversed().map((vaccine) => [vaccine.cvx, vaccine])),
    conflictsByCvx,
    narrowed: new Map(),
  };
  indexes.set(schedule, index);
  return index;
};

/**
 * The schedule's vaccine of a CVX code (its first, as a search in the list finds it).
 *
 * @example
 * vaccineOfCvx(schedule, '146')?.antigens.length // 6
 */
export const vaccineOfCvx = (schedule: CdsiSchedule, cvx: string): Vaccine | undefined =>
  indexOf(schedule).vaccineByCvx.get(cvx);

/**
 * The live-virus conflicts in which a vaccine is the one given second.
 *
 * @example
 * conflictsOf(schedule, '21') // MMR (03) then varicella (21): [{ previousCvx: '03', currentCvx: '21', … }, …]
 */
export const conflictsOf = (schedule: CdsiSchedule, cvx: string): readonly LiveVirusConflict[] =>
  indexOf(schedule).conflictsByCvx.get(cvx) ?? [];

/**
 * The schedule with only the antigens a vaccine covers (at any age) and their vaccine groups: each
 * antigen is assessed on its own, so a dose of that vaccine is evaluated there as in the whole
 * schedule, at a fraction of the work. Worked out once per schedule and vaccine.
 *
 * @example
 * scheduleOfVaccine(schedule, '03').antigens.map((antigen) => antigen.name) // ['Measles', 'Mumps', 'Rubella']
 */
export const scheduleOfVaccine = (schedule: CdsiSchedule, cvx: string): CdsiSchedule => {
  const { narrowed } = indexOf(schedule);
  const known = narrowed.get(cvx);
  if (known) return known;
  const covered = new Set((vaccineOfCvx(schedule, cvx)?.antigens ?? []).map((association) => association.antigen));
  const ofVaccine = {
    ...schedule,
    antigens: schedule.antigens.filter((antigen) => covered.has(antigen.name)),
    vaccineGroups: schedule.vaccineGroups.filter((group) => group.antigens.some((name) => covered.has(name))),
  };
  narrowed.set(cvx, ofVaccine);
  return ofVaccine;
};
