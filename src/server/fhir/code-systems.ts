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

/** An antigen of the schedule (`targetDisease`): its id, its display the antigen's name. */
export const antigenSystem = `${ownBase}/CodeSystem/antigeno`;

/** CDSi's status of a vaccine group's series (`forecastStatus`): not-complete, complete, immune, aged-out… */
export const seriesStatusSystem = `${ownBase}/CodeSystem/estado-serie-cdsi`;

/** CDSi's evaluation of a dose for an antigen (`doseStatus`): valid, not-valid, extraneous, sub-standard. */
export const evaluationStatusSystem = `${ownBase}/CodeSystem/estado-evaluacion-cdsi`;

/** CDSi's reason a dose is not valid (`doseStatusReason`), as CDC writes it: 'Age: Too Young'. */
export const evaluationReasonSystem = `${ownBase}/CodeSystem/motivo-evaluacion-cdsi`;

/** HL7's status of an immunization recommendation: due, overdue, immune, contraindicated, complete. */
export const recommendationStatusSystem = 'http://terminology.hl7.org/CodeSystem/immunization-recommendation-status';

/** HL7's status of an evaluated dose: valid, notvalid. */
export const doseStatusSystem = 'http://terminology.hl7.org/CodeSystem/immunization-evaluation-dose-status';

/** HL7's reasons a dose is not valid: explot (expired lot), outsidesched (outside the schedule)… */
export const doseStatusReasonSystem =
  'http://terminology.hl7.org/CodeSystem/immunization-evaluation-dose-status-reason';
