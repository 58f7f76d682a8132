import { expect } from 'vitest';
import type { ApiFixture } from './api-fixture';
import { intervalAntigen } from './interval-antigen';
import { vialFor } from './place-stock';
import { createBatch, idOf, payloads } from './sample-data';
import type { TestApi } from './test-api';

/**
 * Gives a vaccine without rules a vaccine group and an antigen of its own name whose series forecasts as the former
 * interval did (interval-antigen.ts), and makes it cover that antigen, as the admin.
 *
 * @example
 * await coverByInterval(fixture.api, { vaccineId, name: 'Vacuna x', requiredDoses: 3, doseIntervalDays: 20 });
 */
export const coverByInterval = async (
  api: TestApi,
  {
    vaccineId,
    name,
    requiredDoses,
    doseIntervalDays,
  }: { vaccineId: number; name: string; requiredDoses: number; doseIntervalDays: number },
) => {
  const vaccineGroupId = idOf(await api.admin('POST', '/vaccine-groups', { groupName: name }));
  const document = intervalAntigen({
    antigen: name,
    productKey: `#${vaccineId}`,
    doses: requiredDoses,
    intervalDays: doseIntervalDays,
  });
  idOf(
    await api.admin('POST', '/antigens', { antigenName: name, vaccineGroupId, definition: JSON.stringify(document) }),
  );
  const vaccine = (await api.admin('GET', `/vaccines/${vaccineId}`)).json as Record<string, unknown>;
  const covered = await api.admin('PATCH', `/vaccines/${vaccineId}`, { ...vaccine, antigens: name });
  if (covered.status !== 200) throw new Error(`Expected 200, got ${covered.status}: ${covered.text}`);
};

/** The server's own date (UTC), which it stamps a dose given now with. */
export const serverToday = () => new Date().toISOString().slice(0, 10);

/** A rule as the API takes it; `maximumAgeDays` left out when the dose has no maximum age. */
export type RulePayload = {
  doseNumber: number;
  minimumAgeDays: number;
  recommendedAgeDays: number;
  overdueAgeDays: number;
  maximumAgeDays?: number;
  minimumIntervalDays: number;
};

/** Letters only: centre and vaccine names are unique and some take no digits. */
export const uniqueWord = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/**
 * Builders of a test file's schedule, patients and doses through the API, as the admin (a
 * dose as the health user).
 */
export const programmeData = (fixture: ApiFixture) => {
  return {
    /**
     * A vaccine of its own with a batch of 50 vials and, given, its rules; without rules, an antigen of its own that
     * forecasts it by its interval (coverByInterval).
     */
    vaccine: async ({
      name = `Vacuna ${uniqueWord()}`,
      requiredDoses,
      doseIntervalDays = 28,
      rules = [],
    }: {
      name?: string;
      requiredDoses: number;
      doseIntervalDays?: number;
      rules?: readonly RulePayload[];
    }) => {
      const vaccineId = idOf(
        await fixture.api.admin('POST', '/vaccines', {
          ...payloads.vaccine(fixture.ids.manufacturerId),
          vaccineName: name,
          requiredDoses,
          doseIntervalDays,
        }),
      );
      const ruleIds = [];
      for (const rule of rules)
        ruleIds.push(idOf(await fixture.api.admin('POST', '/schedule-rules', { vaccineId, ...rule })));
      if (rules.length === 0) await coverByInterval(fixture.api, { vaccineId, name, requiredDoses, doseIntervalDays });
      return { vaccineId, name, ruleIds, batchId: await createBatch(fixture.api, vaccineId, 50) };
    },
    center: async () =>
      idOf(
        await fixture.api.admin('POST', '/vaccination-centers', {
          ...payloads.center(),
          centerName: `Centro ${uniqueWord()}`,
        }),
      ),
    /** A patient born on `birthDate`, followed up at `centerId` when given. */
    patient: async ({
      birthDate,
      centerId,
      ...other
    }: { birthDate: string; centerId?: number } & Record<string, unknown>) =>
      idOf(
        await fixture.api.admin('POST', '/patients', {
          ...payloads.adult(),
          dateOfBirth: birthDate,
          vaccinationCenterId: centerId ?? null,
          ...other,
        }),
      ),
    /** A dose given today at `centerId`, as the health user. */
    dose: async ({
      patientId,
      batchId,
      centerId,
      doseNumber = 1,
    }: {
      patientId: number;
      batchId: number;
      centerId: number;
      doseNumber?: number;
    }) => {
      await vialFor(fixture.api, batchId, centerId);
      return idOf(
        await fixture.api.health('POST', '/applied-doses', {
          ...payloads.dose({
            patientId,
            vaccineBatchId: batchId,
            vaccinationCenterId: centerId,
            applyingUserId: fixture.api.userIds.health,
          }),
          doseNumber,
        }),
      );
    },
    /** A dose given elsewhere on `date`, copied from a paper card, as the health user. */
    historicalDose: async ({
      patientId,
      vaccineId,
      centerId,
      date,
      doseNumber = 1,
    }: {
      patientId: number;
      vaccineId: number;
      centerId: number;
      date: string;
      doseNumber?: number;
    }) =>
      idOf(
        await fixture.api.health('POST', '/applied-doses', {
          patientId,
          vaccineId,
          isHistorical: true,
          applicationDate: date,
          doseNumber,
          vaccinationCenterId: centerId,
          applyingUserId: fixture.api.userIds.health,
        }),
      ),
    /** A page of a due list, as the health user unless told. */
    dueList: async (query: Record<string, string | number>, as: 'admin' | 'health' = 'health') => {
      const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
      const response = await fixture.api[as]('GET', `/due-doses?${search}`);
      expect(response.status, response.text).toBe(200);
      return response.json as DuePage;
    },
  };
};

export type DueItem = {
  patientId: number;
  patientName: string;
  vaccineId: number;
  vaccineName: string;
  doseNumber: number;
  dueDate: string;
  phone: string | null;
};

export type DuePage = { items: DueItem[]; total: number; page: number; pageSize: number };
