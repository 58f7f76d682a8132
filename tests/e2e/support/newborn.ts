import { addDays } from '../../../src/domain/calendar-days';
import { apiAs, demoCenterId } from './api';
import { uniqueDigits, uniqueLetters } from './sections';

type Row = { id: number };

/**
 * A child born `ageDays` days before `today` (YYYY-MM-DD), represented by an adult of their own,
 * through the API: the patient the schedule's checks of the dose form are tried on.
 *
 * @example
 * const child = await createChild({ ageDays: 5, today: '2026-06-01' }); // { id, name: 'Mateo Cárdenas …', ... }
 */
export const createChild = async ({ ageDays, today }: { ageDays: number; today: string }) => {
  const api = await apiAs('admin');
  const lastname = `Cárdenas ${uniqueLetters()}`;
  const adult = {
    age: '31',
    email: 'lucia.cardenas@gmail.com',
    address: 'Jirón Amazonas 318',
    dateOfBirth: '1994-05-20',
    isChild: false,
    representativeId: null,
    // The demo vaccinator's centre: their search finds the child.
    vaccinationCenterId: await demoCenterId(),
  };
  const representative = await api<Row>('POST', '/patients', {
    ...adult,
    firstName: 'Lucía',
    lastname,
    mobilePhone: `519${uniqueDigits(8)}`,
    identityDocument: uniqueDigits(8),
  });
  const birthDate = addDays(today, -ageDays);
  const child = await api<Row>('POST', '/patients', {
    ...adult,
    firstName: 'Mateo',
    lastname,
    age: '0',
    dateOfBirth: birthDate,
    mobilePhone: `519${uniqueDigits(8)}`,
    identityDocument: '',
    isChild: true,
    representativeId: representative.id,
  });
  return { id: child.id, name: `Mateo ${lastname}`, lastname, birthDate };
};
