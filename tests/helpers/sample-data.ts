import type { Create } from './cdsi-vaccines';
import { stockAtCenter } from './place-stock';
import { type TestApi, testUnits } from './test-api';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Days around today, read when used: a worker's files share this module, and a run may cross midnight. */
export const dates = {
  get past() {
    return inDays(-30);
  },
  get future() {
    return inDays(365);
  },
  get yesterday() {
    return inDays(-1);
  },
  get tomorrow() {
    return inDays(1);
  },
};

let counter = 0;
const unique = () => {
  counter += 1;
  return `${Date.now() % 100000}${counter}`;
};

export const payloads = {
  country: () => ({ nameCountry: 'Perú' }),
  manufacturer: (countryId: number) => ({ manufacturerName: 'Pfizer', countryId }),
  vaccine: (manufacturerId: number) => ({
    vaccineName: 'Comirnaty',
    requiredDoses: 2,
    doseIntervalDays: 21,
    storageTemperature: '2 a 8 °C',
    manufacturerId,
  }),
  batch: (vaccineId: number, quantity = 10) => ({
    batchNumber: `LT-${unique()}`,
    manufactureDate: dates.past,
    expirationDate: dates.future,
    initialQuantity: quantity,
    availableQuantity: quantity,
    vaccineId,
  }),
  center: () => ({
    centerName: 'Centro de Salud Norte',
    address: 'Avenida Central 123',
    phone: '05112345678',
    mobilePhone: '51987654321',
    email: 'centro@gmail.com',
    orgUnitId: testUnits.district,
  }),
  adult: () => ({
    firstName: 'José',
    lastname: 'Peña',
    age: '40',
    email: 'jose@gmail.com',
    address: 'Calle Uno 123',
    mobilePhone: '51999999999',
    dateOfBirth: '1986-02-01',
    identityDocument: String(10_000_000 + (Number(unique()) % 89_999_999)).slice(0, 8),
    isChild: false,
    representativeId: null,
  }),
  /** A child without a national ID, represented by the given adult. */
  child: (representativeId: number | null) => ({
    ...payloads.adult(),
    firstName: 'Mateo',
    age: '3',
    dateOfBirth: '2023-05-01',
    identityDocument: '',
    isChild: true,
    representativeId,
  }),
  dose: (ids: { patientId: number; vaccineBatchId: number; vaccinationCenterId: number; applyingUserId: number }) => ({
    doseNumber: 1,
    observations: 'Sin reacciones',
    ...ids,
  }),
};

const idOf = (response: { status: number; json: unknown; text: string }) => {
  if (response.status !== 201) throw new Error(`Expected 201, got ${response.status}: ${response.text}`);
  return (response.json as { id: number }).id;
};

/** A country, manufacturer, vaccine, open batch, centre and adult patient, created through the API. */
export const createReferenceData = async (api: TestApi, options: { vials?: number } = {}) => {
  const countryId = idOf(await api.admin('POST', '/countries', payloads.country()));
  const manufacturerId = idOf(await api.admin('POST', '/manufacturers', payloads.manufacturer(countryId)));
  const vaccineId = idOf(await api.admin('POST', '/vaccines', payloads.vaccine(manufacturerId)));
  const batchId = idOf(await api.admin('POST', '/vaccine-batches', payloads.batch(vaccineId, options.vials)));
  const centerId = idOf(await api.admin('POST', '/vaccination-centers', payloads.center()));
  // The centre holds the batch's vials, received from the national store: its doses take from them.
  await stockAtCenter(api, batchId, centerId);
  api.stockCenterId = centerId;
  const patientId = idOf(await api.admin('POST', '/patients', payloads.adult()));
  return { countryId, manufacturerId, vaccineId, batchId, centerId, patientId };
};

/**
 * Registers dose 1 of the reference data's batch at its centre, as the health user, for its
 * patient or another one; resolves with the API's answer.
 */
export const registerDose = (
  api: TestApi,
  ids: Awaited<ReturnType<typeof createReferenceData>>,
  patientId = ids.patientId,
) =>
  api.health(
    'POST',
    '/applied-doses',
    payloads.dose({
      patientId,
      vaccineBatchId: ids.batchId,
      vaccinationCenterId: ids.centerId,
      applyingUserId: api.userIds.health,
    }),
  );

/**
 * A new lot of the vaccine, received at the national store and, unless `centerId` says otherwise
 * (null: it stays there), sent whole to the reference data's centre, where doses take from it.
 */
export const createBatch = async (
  api: TestApi,
  vaccineId: number,
  vials = 10,
  { centerId = api.stockCenterId }: { centerId?: number | null } = {},
) => {
  const batchId = idOf(await api.admin('POST', '/vaccine-batches', payloads.batch(vaccineId, vials)));
  if (centerId !== undefined && centerId !== null) await stockAtCenter(api, batchId, centerId);
  return batchId;
};

/**
 * The test API's admin as a creator that resolves with the new row's id (cdsi-vaccines.ts).
 *
 * @example
 * await createLiveVaccine(createAs(fixture.api), { name: 'Varicela', cvx: '21', vaccine });
 */
export const createAs =
  (api: TestApi): Create =>
  async (path, body) =>
    idOf(await api.admin('POST', path, body));

export { idOf };
