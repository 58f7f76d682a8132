import { cvxSystem } from '../../src/domain/cdsi/product-key';
import { antigenDocumentFromRules } from '../../src/domain/cdsi/series-from-rules';
import { idOf } from './sample-data';
import type { TestApi } from './test-api';

/** Sends a create and resolves with the new row's id: the API tests' and the browser tests' own callers. */
export type Create = (path: string, body: unknown) => Promise<number>;

/** CDC's window between MMR (CVX 03) and varicella (CVX 21), supporting data v4.10: no grace. */
export const mmrVaricellaConflict = {
  previousCvx: '03',
  currentCvx: '21',
  beginInterval: '1 day',
  minimumEndInterval: '28 days',
  endInterval: '28 days',
};

/**
 * One live vaccine by its CVX code, with a group and an antigen of its own `name` (one dose from 12
 * months of age), the antigen's immunity and contraindications given by observation codes; resolves
 * with the vaccine's and the group's ids.
 *
 * @example
 * const varicella = await createLiveVaccine(create, { name: 'Varicela', cvx: '21', vaccine, immunityCodes: ['024'] });
 */
export const createLiveVaccine = async (
  create: Create,
  options: {
    name: string;
    cvx: string;
    /** The vaccine's other fields (manufacturer, series, storage). */
    vaccine: Readonly<Record<string, unknown>>;
    immunityCodes?: readonly string[];
    contraindicationCodes?: readonly string[];
  },
) => {
  const { name, cvx } = options;
  const vaccineGroupId = await create('/vaccine-groups', { groupName: name });
  const rule = { minimumAgeDays: 365, recommendedAgeDays: 365, overdueAgeDays: 395, maximumAgeDays: null };
  const document = antigenDocumentFromRules({
    antigen: name,
    vaccineGroup: name,
    productKeys: [cvx],
    rules: [{ doseNumber: 1, ...rule, minimumIntervalDays: 0 }],
  });
  const definition = JSON.stringify({
    ...document,
    immunity: { bornBefore: null, observationCodes: options.immunityCodes ?? [] },
    contraindications: (options.contraindicationCodes ?? []).map((observationCode) => ({
      observationCode,
      beginAge: null,
      endAge: null,
      cvx: [],
    })),
  });
  await create('/antigens', { antigenName: name, vaccineGroupId, definition });
  const vaccine = {
    ...options.vaccine,
    vaccineName: `Vacuna ${name}`,
    codeSystem: cvxSystem,
    code: cvx,
    antigens: name,
  };
  return { vaccineGroupId, vaccineId: await create('/vaccines', vaccine) };
};

/**
 * The test API's admin as a {@link Create}.
 *
 * @example
 * await createLiveVaccine(createAs(fixture.api), { name: 'Varicela', cvx: '21', vaccine });
 */
export const createAs =
  (api: TestApi): Create =>
  async (path, body) =>
    idOf(await api.admin('POST', path, body));
