import type { Dialect } from '../../engine/server';

/**
 * `dose_schedules`: one row per patient and vaccine with at least one active dose, kept by the
 * dose writes (refresh-schedule.ts) and the vaccine edits (series-change.ts), read by the due
 * lists. The rule is `scheduleOf`'s (src/domain/dose-schedule.ts); `freeDoseNumber` is the
 * lowest number no active dose holds, complete series included, so a change of a vaccine's
 * series size is one UPDATE.
 */
export const scheduleTable = 'dose_schedules';

/** The due date: a `YYYY-MM-DD` text plus a number of days, in each database's calendar. */
export const plusDaysSql = (dialect: Dialect['name'], date: string, days: string) =>
  dialect === 'sqlite'
    ? `date(${date}, '+' || ${days} || ' days')`
    : `to_char(cast(${date} AS date) + ${days}, 'YYYY-MM-DD')`;

/**
 * The statements that rebuild the whole table from the active doses, set-based: used by the
 * migration that creates it and by the bench once it has generated its doses. Per patient and
 * vaccine: the count of active doses; the lowest free number (the dense rank of a dose number
 * equals the number exactly while every number below it is taken, so the free one follows the
 * largest such number); the latest date; the centre of the latest dose (by date and time,
 * then id).
 *
 * @example
 * for (const statement of rebuildScheduleStatements('sqlite')) await sql.raw(statement).execute(db);
 */
export const rebuildScheduleStatements = (dialect: Dialect['name']): readonly string[] => {
  const isComplete = 'p."dosesReceived" >= v."requiredDoses"';
  return [
    `DELETE FROM "${scheduleTable}"`,
    `INSERT INTO "${scheduleTable}" ("patientId", "vaccineId", "dosesReceived", "freeDoseNumber", "nextDoseNumber", "lastDoseDate", "centerId", "dueDate")
SELECT p."patientId", p."vaccineId", p."dosesReceived", p."freeDoseNumber",
  CASE WHEN ${isComplete} THEN NULL ELSE p."freeDoseNumber" END,
  p."lastDoseDate", p."centerId",
  CASE WHEN ${isComplete} THEN NULL ELSE ${plusDaysSql(dialect, 'p."lastDoseDate"', 'v."doseIntervalDays"')} END
FROM (
  SELECT "patientId", "vaccineId", count(*) AS "dosesReceived",
    1 + max(CASE WHEN "numberRank" = "doseNumber" THEN "doseNumber" ELSE 0 END) AS "freeDoseNumber",
    max("doseDate") AS "lastDoseDate",
    max(CASE WHEN "latestRank" = 1 THEN "centerId" END) AS "centerId"
  FROM (
    SELECT d."patientId", b."vaccineId", d."doseNumber", d."vaccinationCenterId" AS "centerId",
      substr(d."applicationDateTime", 1, 10) AS "doseDate",
      dense_rank() OVER (PARTITION BY d."patientId", b."vaccineId" ORDER BY d."doseNumber") AS "numberRank",
      row_number() OVER (PARTITION BY d."patientId", b."vaccineId" ORDER BY d."applicationDateTime" DESC, d."id" DESC) AS "latestRank"
    FROM "applied_doses" AS d JOIN "vaccine_batches" AS b ON b."id" = d."vaccineBatchId"
    WHERE d."isActive" = 1
  ) AS ranked
  GROUP BY "patientId", "vaccineId"
) AS p JOIN "vaccines" AS v ON v."id" = p."vaccineId"`,
  ];
};
