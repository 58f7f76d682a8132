import type { ContactPoint, Location } from '@medplum/fhirtypes';
import { isSetFlag, textOrNull } from './stored-values';

/** A vaccination centre with its district's name, as the Location routes read it. */
export type LocationRow = {
  id: number;
  centerName: string | null;
  address: string | null;
  phone: string | null;
  mobilePhone: string | null;
  email: string | null;
  orgUnitId: number | null;
  orgUnitName: string | null;
  isActive: number;
};

/**
 * A vaccination centre as a FHIR `Location`: `active`, or `inactive` once deleted; its name,
 * phones and e-mail, its address as text, and `managingOrganization` its district's
 * Organization. What the centre does not have is left out.
 *
 * @example
 * locationResource(row)
 * // { resourceType: 'Location', id: '5', status: 'active', name: 'Centro de Salud Norte', mode: 'instance',
 * //   address: { text: 'Avenida Central 123' }, managingOrganization: { reference: 'Organization/3', display: 'Distrito Lima Norte' }, … }
 */
export const locationResource = (row: LocationRow): Location => {
  const address = textOrNull(row.address);
  const district = textOrNull(row.orgUnitName);
  const telecom = telecomOf(row);
  return {
    resourceType: 'Location',
    id: String(row.id),
    status: isSetFlag(row.isActive) ? 'active' : 'inactive',
    name: textOrNull(row.centerName) ?? 'Sin nombre',
    mode: 'instance',
    ...(telecom.length === 0 ? {} : { telecom }),
    ...(address === null ? {} : { address: { text: address } }),
    ...(row.orgUnitId === null
      ? {}
      : {
          managingOrganization: {
            reference: `Organization/${row.orgUnitId}`,
            ...(district === null ? {} : { display: district }),
          },
        }),
  };
};

const telecomOf = (row: LocationRow): ContactPoint[] => {
  const [phone, mobile, email] = [textOrNull(row.phone), textOrNull(row.mobilePhone), textOrNull(row.email)];
  return [
    ...(phone === null ? [] : [{ system: 'phone' as const, value: phone, use: 'work' as const }]),
    ...(mobile === null ? [] : [{ system: 'phone' as const, value: mobile, use: 'mobile' as const }]),
    ...(email === null ? [] : [{ system: 'email' as const, value: email, use: 'work' as const }]),
  ];
};
