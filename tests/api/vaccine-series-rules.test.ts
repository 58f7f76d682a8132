import { describe, expect, it } from 'vitest';
import { scheduleRules } from '../../src/entities/schedule-rules';
import { vaccines } from '../../src/entities/vaccines';
import { seriesBelowRulesMessage } from '../../src/server/behaviours/vaccines';
import { setUpApiFixture } from '../helpers/api-fixture';
import { idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

describe("a vaccine's series and its schedule rules", () => {
  it('should refuse to shrink the series below a dose an active rule defines, leaving the vaccine as it was, and allow it once the rule is gone', async () => {
    const body = { ...payloads.vaccine(fixture.ids.manufacturerId), vaccineName: 'Neumococo 3', requiredDoses: 3 };
    const vaccineId = idOf(await fixture.api.admin('POST', '/vaccines', body));
    const rule = await fixture.api.admin('POST', '/schedule-rules', {
      vaccineId,
      doseNumber: 3,
      minimumAgeDays: 365,
      recommendedAgeDays: 365,
      overdueAgeDays: 395,
      maximumAgeDays: null,
      minimumIntervalDays: 56,
    });
    expect(rule.status).toBe(201);
    const before = await fixture.api.rowsOf(vaccines);

    const refused = await fixture.api.admin('PATCH', `/vaccines/${vaccineId}`, { ...body, requiredDoses: 2 });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ message: seriesBelowRulesMessage(3, 2) });
    expect(await fixture.api.rowsOf(vaccines)).toEqual(before);

    expect((await fixture.api.admin('PATCH', `/vaccines/${vaccineId}`, { ...body, requiredDoses: 4 })).status).toBe(
      200,
    );
    await fixture.api.admin('DELETE', `/schedule-rules/${idOf(rule)}`);
    expect((await fixture.api.rowsOf(scheduleRules)).filter((row) => row.isActive === 1)).toHaveLength(0);
    expect((await fixture.api.admin('PATCH', `/vaccines/${vaccineId}`, { ...body, requiredDoses: 2 })).status).toBe(
      200,
    );
  });
});
