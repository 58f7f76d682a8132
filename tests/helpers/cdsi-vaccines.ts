import { cvxSystem } from '../../src/domain/cdsi/panel/product-key';
import { antigenDocumentFromRules } from '../../src/domain/cdsi/series-from-rules';

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

/** What a live antigen's document is built from: its name, its vaccine's CVX code, its immunity and contraindications. */
type LiveAntigen = {
  name: string;
  cvx: string;
  immunityCodes?: readonly string[];
  contraindicationCodes?: readonly string[];
};

/**
 * The document of a live antigen given by one vaccine (one dose from 12 months of age), immune and
 * contraindicated by the given observation codes.
 *
 * @example
 * liveAntigenDocument({ name: 'Varicela', cvx: '21', contraindicationCodes: ['080'] }).contraindications
 * // [{ observationCode: '080', beginAge: null, endAge: null, cvx: [] }]
 */
export const liveAntigenDocument = ({ name, cvx, immunityCodes = [], contraindicationCodes = [] }: LiveAntigen) => ({
  ...antigenDocumentFromRules({
    antigen: name,
    vaccineGroup: name,
    productKeys: [cvx],
    rules: [
      {
        doseNumber: 1,
        minimumAgeDays: 365,
        recommendedAgeDays: 365,
        overdueAgeDays: 395,
        maximumAgeDays: null,
        minimumIntervalDays: 0,
      },
    ],
  }),
  immunity: { bornBefore: null, observationCodes: [...immunityCodes] },
  contraindications: contraindicationCodes.map((observationCode) => ({
    observationCode,
    beginAge: null,
    endAge: null,
    cvx: [],
  })),
});

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
  options: LiveAntigen & {
    /** The vaccine's other fields (manufacturer, series, storage). */
    vaccine: Readonly<Record<string, unknown>>;
  },
) => {
  const { name, cvx } = options;
  const vaccineGroupId = await create('/vaccine-groups', { groupName: name });
  const definition = JSON.stringify(liveAntigenDocument(options));
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
