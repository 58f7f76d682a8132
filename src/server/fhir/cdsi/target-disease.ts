import type { CodeableConcept, Coding } from '@medplum/fhirtypes';
import { normalizeSearch } from '../../../engine';
import { antigenSystem, snomedCt } from '../code-systems';

/** An antigen of the schedule: its id and name. */
export type NamedAntigen = { id: number; name: string };

/**
 * The SNOMED CT disorder an antigen protects against, by the antigen's folded name: the demo's
 * Spanish names and CDC's English ones (its supporting data). The codes are those of FHIR's
 * immunization-target-disease value set and of the national ones built on it (Germany's KBV,
 * Switzerland's CH VACD).
 */
const snomedDisorders: readonly { names: readonly string[]; code: string; display: string }[] = [
  { names: ['tuberculosis'], code: '56717001', display: 'Tuberculosis' },
  { names: ['hepatitis b', 'hepb'], code: '66071002', display: 'Viral hepatitis type B' },
  { names: ['hepatitis a', 'hepa'], code: '40468003', display: 'Viral hepatitis, type A' },
  { names: ['difteria', 'diphtheria'], code: '397430003', display: 'Diphtheria caused by Corynebacterium diphtheriae' },
  { names: ['tetanos', 'tetanus'], code: '76902006', display: 'Tetanus' },
  { names: ['tos convulsa', 'tos ferina', 'tosferina', 'pertussis'], code: '27836007', display: 'Pertussis' },
  { names: ['hib'], code: '709410003', display: 'Haemophilus influenzae type b infection' },
  { names: ['polio'], code: '398102009', display: 'Acute poliomyelitis' },
  { names: ['rotavirus'], code: '18624000', display: 'Disease caused by Rotavirus' },
  { names: ['neumococo', 'pneumococcal'], code: '16814004', display: 'Pneumococcal infectious disease' },
  { names: ['sarampion', 'measles'], code: '14189004', display: 'Measles' },
  { names: ['parotiditis', 'mumps'], code: '36989005', display: 'Mumps' },
  { names: ['rubeola', 'rubella'], code: '36653000', display: 'Rubella' },
  { names: ['varicela', 'varicella'], code: '38907003', display: 'Varicella' },
  { names: ['zoster', 'herpes zoster'], code: '4740000', display: 'Herpes zoster' },
  { names: ['influenza'], code: '6142004', display: 'Influenza' },
  { names: ['vph', 'hpv'], code: '240532009', display: 'Human papillomavirus infection' },
  { names: ['fiebre amarilla', 'yellow fever'], code: '16541001', display: 'Yellow fever' },
  { names: ['rabia', 'rabies'], code: '14168008', display: 'Rabies' },
];

const disorderByName = new Map(
  snomedDisorders.flatMap((disorder) => disorder.names.map((name) => [name, disorder] as const)),
);

/**
 * The codings of one antigen: its SNOMED CT disorder when the name is a known one, then the
 * panel's own code (the antigen's id, its name as display).
 *
 * @example
 * antigenCodings({ id: 4, name: 'Sarampión' })
 * // [{ system: 'http://snomed.info/sct', code: '14189004', display: 'Measles' }, { system: '…/antigeno', code: '4', display: 'Sarampión' }]
 */
export const antigenCodings = (antigen: NamedAntigen): Coding[] => {
  const disorder = disorderByName.get(normalizeSearch(antigen.name).trim());
  return [
    ...(disorder ? [{ system: snomedCt, code: disorder.code, display: disorder.display }] : []),
    { system: antigenSystem, code: String(antigen.id), display: antigen.name },
  ];
};

/**
 * FHIR's `targetDisease` of some antigens: the codings of each ({@link antigenCodings}), their
 * names as the text. R4 gives a recommendation one `targetDisease`, so a vaccine group's
 * antigens (DTP's three) share it.
 *
 * @example
 * targetDiseaseOf([{ id: 4, name: 'Sarampión' }, { id: 5, name: 'Parotiditis' }]).text // 'Sarampión, Parotiditis'
 */
export const targetDiseaseOf = (antigens: readonly NamedAntigen[]): CodeableConcept => ({
  coding: antigens.flatMap(antigenCodings),
  text: antigens.map((antigen) => antigen.name).join(', '),
});
