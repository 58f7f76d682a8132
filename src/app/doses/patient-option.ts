import type { EntityRow } from '../../engine';
import { referenceFields, referenceOptionsOf } from '../../engine';
import type { SearchOption } from '../../engine/react';
import type { RowOf } from '../../entities';
import { appliedDoses } from '../../entities/applied-doses';

const patientField: keyof RowOf<'applied-doses'> = 'patientId';
const patientReference = referenceFields(appliedDoses).find((field) => field.name === patientField)?.reference;

/**
 * A just-registered patient as the dose form's patient option, labelled like the patient
 * search labels its matches.
 *
 * @example
 * patientOption({ id: 9, isActive: true, firstName: 'Ana', lastname: 'Ruiz', identityDocument: '40123987' })
 * // { value: 9, label: 'Ana Ruiz 40123987' }
 */
export const patientOption = (row: EntityRow): SearchOption =>
  (patientReference && referenceOptionsOf([row], patientReference)[0]) || { value: row.id, label: `#${row.id}` };
