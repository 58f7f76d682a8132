import type { CardPatient, CardPerson } from '../../domain/vaccination-card';
import type { PatientRow } from './queries';

/**
 * The card's patient block from their row: their data and, for a child, their representative's.
 *
 * @example
 * cardPatientOf(row) // { id: 7, firstName: 'Lucía', ..., isChild: true, representative: { id: 3, ... } }
 */
export const cardPatientOf = (row: PatientRow): CardPatient => {
  const representative: CardPerson | null =
    row.representativeId === null
      ? null
      : {
          id: Number(row.representativeId),
          firstName: row.representativeFirstName,
          lastname: row.representativeLastname,
          identityDocument: row.representativeDocument,
          mobilePhone: row.representativePhone,
        };
  return {
    id: Number(row.id),
    firstName: row.firstName,
    lastname: row.lastname,
    identityDocument: row.identityDocument,
    mobilePhone: row.mobilePhone,
    isChild: Number(row.isChild) === 1,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    representative,
  };
};
