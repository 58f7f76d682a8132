import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEntity } from '../../src/engine/contract/entity';
import { appliedDoses } from '../../src/entities/applied-doses';
import { countries } from '../../src/entities/countries';
import { manufacturers } from '../../src/entities/manufacturers';
import { patients } from '../../src/entities/patients';
import { users } from '../../src/entities/users';
import { vaccinationCenters } from '../../src/entities/vaccination-centers';
import { vaccineBatches } from '../../src/entities/vaccine-batches';
import { propertySeed } from '../helpers/property-seed';
import { createReferenceData, idOf, payloads, registerDose } from '../helpers/sample-data';
import { createTestApi, type TestApi } from '../helpers/test-api';
import { type SpecRule, specRules } from './spec-rules';

/** Generated values per sample, besides the row's edges: one API and one database serve every sample. */
const runsPerSample = Number(process.env.FC_SPEC_API_RUNS ?? 3);

let api: TestApi;
let ids: Awaited<ReturnType<typeof createReferenceData>>;
let doseId: number;
let centerCount = 0;

beforeAll(async () => {
  api = await createTestApi();
  ids = await createReferenceData(api, { vials: 20 });
  doseId = idOf(await registerDose(api, ids));
});
afterAll(() => api.close());

/** The table's row for a field whose spec words start with `spec`. */
const rowOf = (field: string, spec: string) => {
  const row = specRules.find((candidate) => candidate.field === field && candidate.spec.startsWith(spec));
  if (!row) throw new Error(`No spec row for ${field} starting '${spec}'`);
  return row;
};

type Sample = {
  row: SpecRule;
  method: 'POST' | 'PATCH';
  /** Its `{centerId}` or `{doseId}` is the reference data's centre or dose. */
  path: string;
  role: 'admin' | 'health';
  /** A body the spec accepts, the row's field then replaced. */
  body: () => Record<string, unknown>;
  /** The table the write would change, read back unchanged after a refusal. */
  entity: AnyEntity;
  /** Whether the row's valid edges are written too (201 or 200), each a new row. */
  isWritingValid: boolean;
};

/** A centre the spec accepts, with a name of its own: two centres may not share one. */
const center = () => {
  centerCount += 1;
  return { ...payloads.center(), centerName: `Centro de Salud ${centerCount}` };
};

const samples: Sample[] = [
  {
    row: rowOf('email', '5: Allowed email pattern'),
    method: 'POST',
    path: '/auth/login',
    role: 'admin',
    body: () => ({ email: 'admin@gmail.com', password: 'admin123' }),
    entity: users,
    isWritingValid: false,
  },
  {
    row: rowOf('password', '5 Login: password min 6'),
    method: 'POST',
    path: '/auth/login',
    role: 'admin',
    body: () => ({ email: 'admin@gmail.com', password: 'admin123' }),
    entity: users,
    isWritingValid: false,
  },
  {
    row: rowOf('email', '5: Allowed email pattern'),
    method: 'POST',
    path: '/vaccination-centers',
    role: 'admin',
    body: center,
    entity: vaccinationCenters,
    isWritingValid: true,
  },
  {
    row: rowOf('phone', '5 Centre: phone min 11'),
    method: 'POST',
    path: '/vaccination-centers',
    role: 'admin',
    body: center,
    entity: vaccinationCenters,
    isWritingValid: true,
  },
  {
    row: rowOf('mobilePhone', '5 Centre: mobilePhone min 11'),
    method: 'PATCH',
    path: '/vaccination-centers/{centerId}',
    role: 'admin',
    body: center,
    entity: vaccinationCenters,
    isWritingValid: true,
  },
  {
    row: rowOf('nameCountry', '5 Country: min 3'),
    method: 'POST',
    path: '/countries',
    role: 'admin',
    body: () => payloads.country(),
    entity: countries,
    isWritingValid: true,
  },
  {
    row: rowOf('manufacturerName', '5 Manufacturer: name letters'),
    method: 'POST',
    path: '/manufacturers',
    role: 'admin',
    body: () => payloads.manufacturer(ids.countryId),
    entity: manufacturers,
    isWritingValid: false,
  },
  {
    row: rowOf('manufactureDate', '5 Batch: manufactureDate not future'),
    method: 'POST',
    path: '/vaccine-batches',
    role: 'admin',
    body: () => payloads.batch(ids.vaccineId),
    entity: vaccineBatches,
    isWritingValid: true,
  },
  {
    row: rowOf('identityDocument', '5 Patient register: nationalID 6 to 9'),
    method: 'POST',
    path: '/patients',
    role: 'admin',
    body: () => payloads.adult(),
    entity: patients,
    isWritingValid: true,
  },
  {
    row: rowOf('representativeId', '5 Patient edit: representative required'),
    method: 'POST',
    path: '/patients',
    role: 'admin',
    body: () => payloads.child(ids.patientId),
    entity: patients,
    isWritingValid: false,
  },
  {
    row: rowOf('observations', '5 Dose register: observaciones max 1000'),
    method: 'POST',
    path: '/applied-doses',
    role: 'health',
    body: () =>
      payloads.dose({
        patientId: ids.patientId,
        vaccineBatchId: ids.batchId,
        vaccinationCenterId: ids.centerId,
        applyingUserId: api.userIds.health,
      }),
    entity: appliedDoses,
    isWritingValid: false,
  },
  {
    row: rowOf('doseNumber', '5 Dose register: doseNumber min 1'),
    method: 'PATCH',
    path: '/applied-doses/{doseId}',
    role: 'admin',
    body: () =>
      payloads.dose({
        patientId: ids.patientId,
        vaccineBatchId: ids.batchId,
        vaccinationCenterId: ids.centerId,
        applyingUserId: api.userIds.health,
      }),
    entity: appliedDoses,
    isWritingValid: false,
  },
];

const pathOf = (sample: Sample) =>
  sample.path.replace('{centerId}', String(ids.centerId)).replace('{doseId}', String(doseId));

const send = (sample: Sample, value: unknown) =>
  api.request(sample.method, pathOf(sample), {
    token: api.tokens[sample.role],
    body: { ...sample.body(), ...sample.row.given, [sample.row.field]: value },
  });

describe(`a sample of the spec's rules through the API (seed ${propertySeed})`, () => {
  it.each(samples.map((sample) => [sample.method, sample.path, sample.row.field, sample] as const))(
    '%s %s: %s should be refused with its Spanish message and leave the table as it was',
    async (_method, _path, field, sample) => {
      const refuses = async (value: unknown) => {
        const before = await api.rowsOf(sample.entity);
        const response = await send(sample, value);
        expect(response.status, JSON.stringify(value)).toBe(400);
        expect(response.json).toMatchObject({ errors: { [field]: sample.row.message } });
        expect(await api.rowsOf(sample.entity)).toEqual(before);
      };
      for (const value of sample.row.edges?.invalid ?? []) await refuses(value);
      if (sample.row.invalid) {
        await fc.assert(fc.asyncProperty(sample.row.invalid, refuses), { numRuns: runsPerSample });
      }
    },
  );

  it.each(samples.filter((sample) => sample.isWritingValid).map((sample) => [sample.method, sample.row.field, sample]))(
    '%s: %s at the edges the spec accepts should be written as sent',
    async (method, field, sample) => {
      for (const value of sample.row.edges?.valid ?? []) {
        const response = await send(sample, value);
        expect(response.status, `${JSON.stringify(value)}: ${response.text}`).toBe(method === 'POST' ? 201 : 200);
        const id = method === 'POST' ? idOf(response) : Number(pathOf(sample).split('/').at(-1));
        const stored = (await api.rowsOf(sample.entity)).find((row) => Number(row.id) === id);
        expect(stored?.[field]).toBe(value);
      }
    },
  );
});

describe("section 9's constants and section 5's home dropdown through the API", () => {
  it('should give a child registered without an ID an identifier of 999, a timestamp and 3 digits', async () => {
    const before = Date.now();
    const response = await api.admin('POST', '/patients', payloads.child(ids.patientId));
    const after = Date.now();
    expect(response.status).toBe(201);
    const stored = (await api.rowsOf(patients)).find((row) => Number(row.id) === idOf(response));
    const identifier = String(stored?.identityDocument);
    expect(identifier).toMatch(/^999\d+\d{3}$/);
    const timestamp = Number(identifier.slice(3, -3));
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(after);
  });

  it('should create a batch open (1), close it with status 2 and open it again with status 1', async () => {
    const response = await api.admin('POST', '/vaccine-batches', payloads.batch(ids.vaccineId));
    const batchId = idOf(response);
    const statusOf = async () => (await api.rowsOf(vaccineBatches)).find((row) => Number(row.id) === batchId)?.status;
    expect(await statusOf()).toBe(1);
    expect((await api.admin('PATCH', `/vaccine-batches/${batchId}/status/2`)).status).toBe(200);
    expect(await statusOf()).toBe(2);
    expect((await api.admin('PATCH', `/vaccine-batches/${batchId}/status/1`)).status).toBe(200);
    expect(await statusOf()).toBe(1);
  });

  it("should refuse the home centre dropdown's empty choice with 'Debe seleccionar un centro de salud válido'", async () => {
    for (const centerId of ['', 'abc', '0']) {
      const response = await api.health('GET', `/reports/doses-applied?centerId=${centerId}`);
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ errors: { centerId: 'Debe seleccionar un centro de salud válido' } });
    }
  });
});
