import type { CapabilityStatement } from '@medplum/fhirtypes';
import { fhirJsonType, fhirNdjsonType } from './fhir-json';

const search = (name: string, type: 'token' | 'string' | 'date' | 'reference' | 'number', documentation: string) => ({
  name,
  type,
  documentation,
});

const count = search('_count', 'number', 'Resultados por página, de 1 a 100 (20 por defecto)');

/**
 * What the FHIR API supports, and nothing more: Patient read and search, Immunization read and
 * search by patient, ImmunizationRecommendation search by patient, ImmunizationEvaluation read
 * and search by patient, Organization and Location
 * read and search, the import as a transaction Bundle and the export of a centre. `base` is
 * where it is served; `date`, when it was built.
 *
 * @example
 * capabilityStatement({ base: 'https://host/fhir/r4', date: '2026-03-05T10:00:00.000Z' })
 */
export const capabilityStatement = ({ base, date }: { base: string; date: string }): CapabilityStatement => ({
  resourceType: 'CapabilityStatement',
  status: 'active',
  date,
  publisher: 'SNH Vacunas',
  kind: 'instance',
  software: { name: 'SNH Vacunas' },
  implementation: { description: 'API FHIR R4 del panel de vacunación SNH Vacunas', url: base },
  fhirVersion: '4.0.1',
  format: [fhirJsonType],
  rest: [
    {
      mode: 'server',
      documentation:
        'Token bearer de POST /api/v1/auth/login. Los roles admin y health leen; solo admin importa (POST de un Bundle transaction).',
      security: { cors: false, description: 'Authorization: Bearer <token>, el mismo de /api/v1' },
      resource: [
        {
          type: 'Patient',
          interaction: [{ code: 'read' }, { code: 'search-type' }],
          conditionalCreate: true,
          searchParam: [
            search('identifier', 'token', 'Documento del paciente: sistema|valor (docs/fhir.md)'),
            search('name', 'string', 'Palabras del nombre o del apellido, sin distinguir tildes ni mayúsculas'),
            search('birthdate', 'date', 'Fecha de nacimiento: AAAA-MM-DD, AAAA-MM o AAAA, con eq, ge, gt, le o lt'),
            count,
          ],
        },
        {
          type: 'Immunization',
          interaction: [{ code: 'read' }, { code: 'search-type' }],
          searchParam: [search('patient', 'reference', 'El paciente: 7 o Patient/7'), count],
        },
        {
          type: 'ImmunizationRecommendation',
          documentation: 'La previsión CDSi del paciente: una recomendación por grupo de vacunas',
          interaction: [{ code: 'search-type' }],
          searchParam: [search('patient', 'reference', 'El paciente: 7 o Patient/7')],
        },
        {
          type: 'ImmunizationEvaluation',
          documentation: 'La evaluación CDSi de cada dosis activa para cada antígeno de su vacuna; id: dosis-antígeno',
          interaction: [{ code: 'read' }, { code: 'search-type' }],
          searchParam: [search('patient', 'reference', 'El paciente: 7 o Patient/7')],
        },
        {
          type: 'Organization',
          documentation: 'Las unidades organizativas (nivel nacional, regiones, distritos); todo el personal las lee',
          interaction: [{ code: 'read' }, { code: 'search-type' }],
          searchParam: [
            search('name', 'string', 'El comienzo del nombre, sin distinguir tildes ni mayúsculas'),
            search('partof', 'reference', 'La unidad superior: 2 o Organization/2'),
            count,
          ],
        },
        {
          type: 'Location',
          documentation: 'Los centros de salud del ámbito del usuario; uno fuera de su ámbito no existe para él',
          interaction: [{ code: 'read' }, { code: 'search-type' }],
          searchParam: [
            search('name', 'string', 'El comienzo del nombre del centro, sin distinguir tildes ni mayúsculas'),
            search('organization', 'reference', 'El distrito del centro: 3 o Organization/3'),
            count,
          ],
        },
      ],
      interaction: [{ code: 'transaction', documentation: 'Importa Patient e Immunization (solo admin)' }],
      operation: [
        {
          name: 'export-centre',
          definition: `${base}/OperationDefinition/export-centre`,
          documentation: `GET ${base}/$export-centre?centerId=: los pacientes del centro y sus dosis, en ${fhirNdjsonType}`,
        },
      ],
    },
  ],
});
