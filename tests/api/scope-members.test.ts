import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { membersSelect, scopeMembersOf } from '../../src/engine/server';
import { entities } from '../../src/entities';
import { patients } from '../../src/entities/patients';
import { setUpApiFixture } from '../helpers/api-fixture';
import { vialFor } from '../helpers/place-stock';
import { idOf, payloads } from '../helpers/sample-data';
import { testUnits } from '../helpers/test-api';

/**
 * The patients' scope index (src/engine/server/scope/scope-members.ts) is what its definition
 * computes after every kind of write: a patient created and moved to another catchment centre, a
 * dose given, moved, deleted and restored, a centre moved to another district, a district moved
 * to another region, a patient renamed and deleted.
 */
const fixture = setUpApiFixture();
const members = scopeMembersOf(patients, entities);

const stored = async () => {
  const { db } = fixture.api.store;
  const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(members?.table ?? '')}
    ORDER BY ${sql.ref('rowId')}, ${sql.ref('placeKey')}`.execute(db);
  return rows.rows.map(normalized);
};

const expected = async () => {
  if (!members) throw new Error('patients have no scope index');
  const rows = await sql<Record<string, unknown>>`SELECT * FROM (${membersSelect(members)}) AS ${sql.id('e')}
    ORDER BY ${sql.ref('rowId')}, ${sql.ref('placeKey')}`.execute(fixture.api.store.db);
  return rows.rows.map(normalized);
};

const normalized = (row: Record<string, unknown>) => ({
  rowId: Number(row.rowId),
  placeKey: Number(row.placeKey),
  refs: Number(row.refs),
  isActive: Number(row.isActive),
  sortKey: row.sortKey,
});

/** The counts per key the triggers keep, against the active rows of the index. */
const counts = async () => {
  const { db } = fixture.api.store;
  const table = sql.table(`${members?.table ?? ''}`);
  const kept = await sql<{
    placeKey: number;
    total: number;
  }>`SELECT ${sql.ref('placeKey')}, sum(${sql.ref('rowCount')}) AS ${sql.id('total')}
    FROM ${sql.table(`${members?.table ?? ''}_counts`)} GROUP BY ${sql.ref('placeKey')} HAVING sum(${sql.ref('rowCount')}) <> 0
    ORDER BY ${sql.ref('placeKey')}`.execute(db);
  const counted = await sql<{
    placeKey: number;
    total: number;
  }>`SELECT ${sql.ref('placeKey')}, count(*) AS ${sql.id('total')}
    FROM ${table} WHERE ${sql.ref('isActive')} = 1 GROUP BY ${sql.ref('placeKey')} ORDER BY ${sql.ref('placeKey')}`.execute(
    db,
  );
  const plain = (rows: { placeKey: number; total: number }[]) =>
    rows.map((row) => ({ placeKey: Number(row.placeKey), total: Number(row.total) }));
  return { kept: plain(kept.rows), counted: plain(counted.rows) };
};

const expectIndexAsDefined = async (options: { isEmpty?: boolean } = {}) => {
  const rows = await stored();
  if (!options.isEmpty) expect(rows.length).toBeGreaterThan(0);
  expect(rows).toEqual(await expected());
  const { kept, counted } = await counts();
  expect(kept).toEqual(counted);
};

describe('the patients scope index', () => {
  it('should hold, after every kind of write, exactly what its definition computes', async () => {
    const { api, ids } = fixture;
    await expectIndexAsDefined({ isEmpty: true });
    const region = idOf(
      await api.admin('POST', '/org-units', { name: 'Región Sur', level: 'region', parentId: testUnits.national }),
    );
    const district = idOf(
      await api.admin('POST', '/org-units', { name: 'Distrito Sur', level: 'district', parentId: testUnits.region }),
    );
    const south = idOf(
      await api.admin('POST', '/vaccination-centers', {
        ...payloads.center(),
        centerName: 'Posta Sur',
        orgUnitId: district,
      }),
    );
    const patientId = idOf(
      await api.admin('POST', '/patients', { ...payloads.adult(), vaccinationCenterId: ids.centerId }),
    );
    await expectIndexAsDefined();
    await vialFor(api, ids.batchId, south);
    const dose = idOf(
      await api.admin(
        'POST',
        '/applied-doses',
        payloads.dose({
          patientId,
          vaccineBatchId: ids.batchId,
          vaccinationCenterId: south,
          applyingUserId: api.userIds.admin,
        }),
      ),
    );
    await expectIndexAsDefined();
    const patient = (await api.admin('GET', `/patients/${patientId}`)).json as Record<string, unknown>;
    expect(
      (
        await api.admin('PATCH', `/patients/${patientId}`, {
          ...patient,
          vaccinationCenterId: south,
          lastname: 'Quispe',
        })
      ).status,
    ).toBe(200);
    await expectIndexAsDefined();
    const center = (await api.admin('GET', `/vaccination-centers/${south}`)).json as Record<string, unknown>;
    expect(
      (await api.admin('PATCH', `/vaccination-centers/${south}`, { ...center, orgUnitId: testUnits.district })).status,
    ).toBe(200);
    await expectIndexAsDefined();
    const unit = (await api.admin('GET', `/org-units/${district}`)).json as Record<string, unknown>;
    expect((await api.admin('PATCH', `/org-units/${district}`, { ...unit, parentId: region })).status).toBe(200);
    await expectIndexAsDefined();
    expect((await api.admin('DELETE', `/applied-doses/${dose}`)).status).toBe(200);
    await expectIndexAsDefined();
    expect((await api.admin('POST', `/applied-doses/${dose}/restore`)).status).toBe(200);
    await expectIndexAsDefined();
    expect((await api.admin('DELETE', `/applied-doses/${dose}`)).status).toBe(200);
    await expectIndexAsDefined();
    expect((await api.admin('DELETE', `/patients/${patientId}`)).status).toBe(200);
    await expectIndexAsDefined();
  });
});
