import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertySeed } from '../helpers/property-seed';
import { createReferenceData, idOf, payloads } from '../helpers/sample-data';
import { scopedAccount } from '../helpers/scoped-accounts';
import { createTestApi, type TestApi, testUnits } from '../helpers/test-api';

/**
 * Random trees, scopes and doses: what each scoped user sees of the patients and doses is what
 * the definition counts (issue 40): a patient is in scope when their catchment centre is, or any
 * of their active doses was given at a centre in scope; a dose by its centre.
 */
let api: TestApi;
let batchId: number;
let run = 0;

beforeAll(async () => {
  api = await createTestApi();
  ({ batchId } = await createReferenceData(api, { vials: 10_000 }));
});
afterAll(() => api.close());

/** A network: districts (each with some centres), and patients with a catchment centre and doses at centres. */
const networkArbitrary = fc
  .record({
    centersPerDistrict: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }),
    patients: fc.array(fc.record({ catchment: fc.nat(), doses: fc.array(fc.nat(), { maxLength: 3 }) }), {
      minLength: 1,
      maxLength: 6,
    }),
    scope: fc.oneof(
      fc.record({ kind: fc.constant('center' as const), index: fc.nat() }),
      fc.record({ kind: fc.constant('district' as const), index: fc.nat() }),
    ),
  })
  .map((network) => ({ ...network, centerCount: network.centersPerDistrict.reduce((sum, count) => sum + count, 0) }));

describe('what a scoped user sees', () => {
  it('should be, for every random network and scope, the patients and doses the definition counts', async () => {
    await fc.assert(
      fc.asyncProperty(networkArbitrary, async (network) => {
        run += 1;
        const marker = `Arbol${'abcdefghijklmnopqrstuvwxyz'[run % 26]}${'abcdefghijklmnopqrstuvwxyz'[Math.floor(run / 26) % 26]}`;
        const districts: number[] = [];
        const centers: { id: number; district: number }[] = [];
        for (const [index, count] of network.centersPerDistrict.entries()) {
          const district = idOf(
            await api.admin('POST', '/org-units', {
              name: `Distrito ${marker} ${index}`,
              level: 'district',
              parentId: testUnits.region,
            }),
          );
          districts.push(district);
          for (let center = 0; center < count; center += 1) {
            const id = idOf(
              await api.admin('POST', '/vaccination-centers', {
                ...payloads.center(),
                centerName: `Centro ${marker} ${index}-${center}`,
                orgUnitId: district,
              }),
            );
            centers.push({ id, district });
          }
        }
        const centerAt = (index: number) => centers[index % centers.length] as { id: number; district: number };
        const rows: { patientId: number; catchment: number; doses: number[] }[] = [];
        for (const patient of network.patients) {
          const catchment = centerAt(patient.catchment).id;
          const patientId = idOf(
            await api.admin('POST', '/patients', {
              ...payloads.adult(),
              lastname: marker,
              vaccinationCenterId: catchment,
            }),
          );
          const doses: number[] = [];
          for (const [doseIndex, at] of patient.doses.entries()) {
            const center = centerAt(at).id;
            const dose = await api.admin(
              'POST',
              '/applied-doses',
              payloads.dose({
                patientId,
                vaccineBatchId: batchId,
                vaccinationCenterId: center,
                applyingUserId: api.userIds.admin,
              }),
            );
            // A second dose of the same number may be refused by the schedule's rules: only written doses count.
            if (dose.status === 201) doses.push(center);
            else expect(dose.status, `dose ${doseIndex}`).toBeGreaterThanOrEqual(400);
          }
          rows.push({ patientId, catchment, doses });
        }
        const places =
          network.scope.kind === 'center'
            ? [centerAt(network.scope.index).id]
            : centers
                .filter((center) => center.district === districts[network.scope.index % districts.length])
                .map((center) => center.id);
        const account =
          network.scope.kind === 'center'
            ? await scopedAccount(api, 'admin', { vaccinationCenterId: places[0] })
            : await scopedAccount(api, 'admin', { orgUnitId: districts[network.scope.index % districts.length] });

        const expectedPatients = rows
          .filter((row) => places.includes(row.catchment) || row.doses.some((center) => places.includes(center)))
          .map((row) => row.patientId)
          .sort((a, b) => a - b);
        const seen = await account.request('GET', `/patients?page=1&pageSize=100&q=${marker}&sort=id`);
        expect((seen.json as { items: { id: number }[] }).items.map((row) => row.id)).toEqual(expectedPatients);
        expect((seen.json as { total: number }).total).toBe(expectedPatients.length);

        const expectedDoses = rows.flatMap((row) => row.doses).filter((center) => places.includes(center)).length;
        const doses = await account.request('GET', `/applied-doses?page=1&pageSize=100&q=${marker}`);
        expect((doses.json as { total: number }).total).toBe(expectedDoses);
      }),
      { numRuns: 12, seed: propertySeed },
    );
  });
});
