import type { HumanName, Patient } from '@medplum/fhirtypes';
import { patients } from '../../../entities/patients';
import { trimmedText } from '../stored-values';
import { checkedField, type EntryPlace, entryFailure } from './entry-failure';

const register = patients.schemas.create;

/**
 * A Patient's name and surname as the register takes them, from its official name (else its
 * first): `given` and `family`, or its `text` split at the last space; each checked by the
 * register form's rule, a refusal naming the entry and element.
 *
 * @example
 * patientNames(place, { resourceType: 'Patient', name: [{ text: 'Ana María Peña' }] }) // { firstName: 'Ana María', lastname: 'Peña' }
 */
export const patientNames = (place: EntryPlace, patient: Patient) => {
  const names: HumanName[] = Array.isArray(patient.name) ? patient.name : [];
  const index = Math.max(
    0,
    names.findIndex((name) => name.use === 'official'),
  );
  const name = names[index] ?? {};
  const given = Array.isArray(name.given) ? trimmedText(name.given.join(' ')) : undefined;
  const family = trimmedText(name.family);
  const whole = trimmedText(name.text);
  const path = `name[${index}]`;
  if (given !== undefined && family !== undefined) {
    return {
      firstName: checkedField(place, { schema: register, field: 'firstName', value: given, path: `${path}.given` }),
      lastname: checkedField(place, { schema: register, field: 'lastname', value: family, path: `${path}.family` }),
    };
  }
  const split = whole?.lastIndexOf(' ') ?? -1;
  if (whole === undefined || split < 1) {
    throw entryFailure(place, {
      code: 'required',
      diagnostics: 'el paciente necesita nombre y apellido (given y family, o un text con un espacio entre ellos)',
      path,
    });
  }
  const checked = (field: string, value: string) =>
    checkedField(place, { schema: register, field, value, path: `${path}.text` });
  return {
    firstName: checked('firstName', whole.slice(0, split)),
    lastname: checked('lastname', whole.slice(split + 1)),
  };
};
