import type { VaccinationCard } from '../../../src/domain/vaccination-card';

/** The vaccination card of a patient who received no vaccine yet, for a mocked card API. */
export const emptyCardOf = ({ patientId }: { patientId: number }): VaccinationCard => ({
  patient: {
    id: patientId,
    firstName: 'José',
    lastname: 'Pérez',
    identityDocument: '45871236',
    mobilePhone: '51999001001',
    isChild: false,
    dateOfBirth: '1980-01-01',
    address: null,
    representative: null,
  },
  vaccines: [],
  groups: [],
});
