import { type RawBuilder, sql } from 'kysely';
import { maxSimilarPatients, type SimilarPatient } from '../../domain/similar-patients';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { patients } from '../../entities/patients';
import { closeNameEdits, foldedFullName } from './name-distance';

/** Patients born the same day that are read at most: the index gives a few dozen in a million. */
const maxSameDayRows = 1_000;

type PatientRow = {
  id: number;
  firstName: string | null;
  lastname: string | null;
  identityDocument: string | null;
  isChild: number | null;
  dateOfBirth: string;
};

/**
 * The active patients born on `birthDate` whose folded full name is the asked one or very close
 * to it (see `closeNameEdits`), the closest first, then the oldest record. The birth date's
 * index narrows the rows; the names are compared here, where an edit distance is cheap.
 *
 * @example
 * await similarPatients(db, { firstName: 'maria', lastname: 'pena', birthDate: '1990-04-02' })
 */
export const similarPatients = async (
  db: Db,
  asked: { firstName: string; lastname: string; birthDate: string },
  /** The caller's scope on the patients' table as `t0` (scope-condition.ts); none: every patient. */
  scope?: RawBuilder<unknown>,
): Promise<SimilarPatient[]> => {
  const result = await sql<PatientRow>`
    SELECT ${sql.ref('id')}, ${sql.ref('firstName')}, ${sql.ref('lastname')}, ${sql.ref('identityDocument')},
      ${sql.ref('isChild')}, ${sql.ref('dateOfBirth')}
    FROM ${sql.table(tableOf(patients))} AS ${sql.id('t0')}
    WHERE ${sql.ref('dateOfBirth')} = ${asked.birthDate} AND ${sql.ref('isActive')} = 1 AND ${scope ?? sql`1 = 1`}
    ORDER BY ${sql.ref('id')}
    LIMIT ${maxSameDayRows}`.execute(db);
  const name = foldedFullName(asked.firstName, asked.lastname);
  return result.rows
    .map((row) => ({ row, edits: closeNameEdits(name, foldedFullName(row.firstName ?? '', row.lastname ?? '')) }))
    .filter((match): match is { row: PatientRow; edits: number } => match.edits !== null)
    .sort((a, b) => a.edits - b.edits || a.row.id - b.row.id)
    .slice(0, maxSimilarPatients)
    .map(({ row }) => ({
      id: row.id,
      firstName: row.firstName,
      lastname: row.lastname,
      identityDocument: row.isChild ? null : row.identityDocument,
      isChild: Boolean(row.isChild),
      dateOfBirth: row.dateOfBirth,
    }));
};
