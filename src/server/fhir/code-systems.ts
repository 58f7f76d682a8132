/** The code systems the FHIR API names, by their canonical URIs. */

/** SNOMED CT: most vaccine products (412403009, a hepatitis B vaccine). */
export const snomedCt = 'http://snomed.info/sct';

/** WHO's Anatomical Therapeutic Chemical classification (J07CA11, a pentavalent vaccine). */
export const atc = 'http://www.whocc.no/atc';

/** LOINC: the dates of an immunization recommendation. */
export const loinc = 'http://loinc.org';

/**
 * The base of the URIs this panel mints for its own identifiers and codes (documented in
 * docs/fhir.md). A URI only names a namespace: nothing needs to answer at it.
 */
const ownBase = 'https://snh-vacunas.example/fhir';

/** A patient's national identity document (`identityDocument` of an adult). */
export const nationalIdSystem = `${ownBase}/sid/documento-identidad`;

/** The identifier the panel gives a child without a national ID ('999…'). */
export const childIdSystem = `${ownBase}/sid/identificador-menor`;

/** The panel's own vaccine codes: a vaccine's id, its display the vaccine's name. */
export const localVaccineSystem = `${ownBase}/CodeSystem/vacuna`;

/** The level of an organisation unit (`Organization.type`): national, region or district. */
export const orgUnitLevelSystem = `${ownBase}/CodeSystem/nivel-unidad-organizativa`;
