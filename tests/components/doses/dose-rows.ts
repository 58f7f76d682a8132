import type { EntityRow } from '../../../src/engine/contract/entity';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** GET-shape rows of the entities the dose form reads, for the fake data provider. Fresh on each call. */
export const doseFormRows = (): Record<string, EntityRow[]> => ({
  patients: [
    patient({ id: 1, firstName: 'María', lastname: 'Peña', identityDocument: '40123987' }),
    patient({ id: 2, firstName: 'Valentina', lastname: 'Peña', identityDocument: '9991700000000001', isChild: true }),
    patient({ id: 3, firstName: 'José', lastname: 'Pérez', identityDocument: '45871236' }),
  ],
  'vaccine-batches': [
    batch({ id: 1, batchNumber: 'PF-2026-001', vaccineName: 'Comirnaty', availableQuantity: 118 }),
    batch({ id: 2, batchNumber: 'PF-2026-009', vaccineName: 'Comirnaty', availableQuantity: 0 }),
    batch({ id: 3, batchNumber: 'PF-2025-004', vaccineName: 'Comirnaty', expirationDate: inDays(-2) }),
    batch({ id: 4, batchNumber: 'PF-2026-005', vaccineName: 'Comirnaty', status: 2 }),
    batch({ id: 5, batchNumber: 'SV-2026-001', vaccineName: 'Sinovac', availableQuantity: 1 }),
    batch({
      id: 6,
      batchNumber: 'SV-2026-002',
      vaccineName: 'Sinovac',
      availableQuantity: 4,
      expirationDate: inDays(20),
    }),
  ],
  'vaccination-centers': [
    { id: 1, isActive: true, centerName: 'Centro de Salud Norte' },
    { id: 2, isActive: true, centerName: 'Hospital San José' },
  ],
  users: [
    { id: 1, isActive: true, name: 'Laura', lastname: 'Gómez', email: 'admin@gmail.com' },
    { id: 2, isActive: true, name: 'Carlos', lastname: 'Peña', email: 'salud@gmail.com' },
  ],
});

export const expiryOfOpenBatch = inDays(400);

/** The vaccines' ids, as the batches name them. */
export const vaccineIds: Readonly<Record<string, number>> = { Comirnaty: 1, Sinovac: 2 };

function patient(overrides: Partial<EntityRow> & { id: number }): EntityRow {
  return {
    isActive: true,
    isChild: false,
    representativeId: null,
    dateOfBirth: '1980-01-01',
    age: '46',
    mobilePhone: '51999001001',
    email: 'paciente@gmail.com',
    address: 'Calle Los Pinos 107',
    ...overrides,
  };
}

function batch(overrides: Partial<EntityRow> & { id: number; batchNumber: string; vaccineName: string }): EntityRow {
  const { vaccineName, ...rest } = overrides;
  return {
    isActive: true,
    vaccineId: vaccineIds[vaccineName],
    vaccine: { id: vaccineIds[vaccineName], vaccineName },
    manufactureDate: '2026-01-01',
    expirationDate: expiryOfOpenBatch,
    initialQuantity: 120,
    availableQuantity: 50,
    status: 1,
    ...rest,
  };
}
