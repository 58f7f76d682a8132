import { parseAntigenDocument } from '../../domain/cdsi/antigen-document';
import type { CdsiSchedule } from '../../domain/cdsi/antigen-model';
import { productKeyOf } from '../../domain/cdsi/panel/product-key';
import { parseVaccineAntigens } from '../../domain/cdsi/panel/vaccine-antigens';
import type { Db } from '../../engine/server';
import { oncePerScheduleVersion } from './schedule-version';

/** A named row of the schedule: its id and name. */
export type NamedRow = { id: number; name: string };

/** The stored schedule in the engine's model, with the ids its names stand for. */
export type StoredSchedule = {
  schedule: CdsiSchedule;
  groupByName: ReadonlyMap<string, NamedRow>;
  antigenByName: ReadonlyMap<string, NamedRow>;
  /** The engine's key of each vaccine (its CVX code, else `#id`), by the vaccine's id. */
  productKeyById: ReadonlyMap<number, string>;
  /** The vaccines not cancelled: the ones a dose may still be given with. */
  activeVaccineIds: ReadonlySet<number>;
};

/**
 * The CDSi schedule the panel holds: the active vaccine groups, antigens (their series from
 * their documents, named by the row: its name and group win over those written inside),
 * vaccines (every one: a cancelled vaccine still names old doses) with the antigens they cover,
 * live-virus conflicts and observations. An antigen without a group, or whose document no
 * longer parses, is left out. Read and parsed once per version of the schedule (migration
 * 0024's counter, moved by the database on every write of those tables, from any process):
 * with CDC's supporting data loaded, its 600 KB of documents were parsed again for every dose.
 *
 * @example
 * const { schedule, productKeyById } = await readStoredSchedule(db);
 */
export const readStoredSchedule = (db: Db): Promise<StoredSchedule> => readOncePerVersion(db);

/** The schedule read from its tables and parsed (readStoredSchedule keeps it while its version holds). */
const readScheduleTables = async (db: Db): Promise<StoredSchedule> => {
  const [groupRows, antigenRows, vaccineRows, conflictRows, observationRows] = await Promise.all([
    db
      .selectFrom('vaccine_groups')
      .select(['id', 'groupName', 'isAdministeredWhole'])
      .where('isActive', '=', 1)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('antigens')
      .select(['id', 'antigenName', 'vaccineGroupId', 'definition'])
      .where('isActive', '=', 1)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('vaccines')
      .select(['id', 'isActive', 'vaccineName', 'codeSystem', 'code', 'antigens'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('live_virus_conflicts')
      .select(['previousCvx', 'currentCvx', 'beginInterval', 'minimumEndInterval', 'endInterval'])
      .where('isActive', '=', 1)
      .orderBy('id')
      .execute(),
    db.selectFrom('observations').select(['observationCode', 'observationTitle']).where('isActive', '=', 1).execute(),
  ]);
  const groupById = new Map(
    groupRows.map((row) => [Number(row.id), { id: Number(row.id), name: String(row.groupName) }]),
  );
  const antigens = antigenRows.flatMap((row) => {
    const group = groupById.get(Number(row.vaccineGroupId));
    const document = parseAntigenDocument(row.definition === null ? null : String(row.definition));
    if (!group || !document) return [];
    const name = String(row.antigenName);
    return [
      {
        id: Number(row.id),
        group,
        antigen: {
          name,
          ...document,
          series: document.series.map((series) => ({ ...series, antigen: name, vaccineGroup: group.name })),
        },
      },
    ];
  });
  const productKeyById = new Map(
    vaccineRows.map((row) => [
      Number(row.id),
      productKeyOf({ id: Number(row.id), codeSystem: textOrNull(row.codeSystem), code: textOrNull(row.code) }),
    ]),
  );
  const schedule: CdsiSchedule = {
    antigens: antigens.map(({ antigen }) => antigen),
    vaccineGroups: groupRows.flatMap((row) => {
      const members = antigens.filter(({ group }) => group.id === Number(row.id)).map(({ antigen }) => antigen.name);
      return members.length === 0
        ? []
        : [
            {
              name: String(row.groupName),
              antigens: members,
              isAdministeredWhole: Number(row.isAdministeredWhole) === 1,
            },
          ];
    }),
    vaccines: vaccineRows.map((row) => ({
      cvx: productKeyById.get(Number(row.id)) ?? '',
      name: String(row.vaccineName ?? ''),
      antigens: parseVaccineAntigens(textOrNull(row.antigens)) ?? [],
    })),
    liveVirusConflicts: conflictRows.map((row) => ({
      previousCvx: String(row.previousCvx),
      currentCvx: String(row.currentCvx),
      beginInterval: String(row.beginInterval),
      minimumEndInterval: String(row.minimumEndInterval),
      endInterval: String(row.endInterval),
    })),
    observations: observationRows.map((row) => ({
      code: String(row.observationCode),
      title: String(row.observationTitle),
    })),
  };
  return {
    schedule,
    groupByName: new Map([...groupById.values()].map((group) => [group.name, group])),
    antigenByName: new Map(antigens.map(({ id, antigen }) => [antigen.name, { id, name: antigen.name }])),
    productKeyById,
    activeVaccineIds: new Set(vaccineRows.filter((row) => Number(row.isActive) === 1).map((row) => Number(row.id))),
  };
};

const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));

const readOncePerVersion = oncePerScheduleVersion(readScheduleTables);
