import type { AntigenDocument } from '../../domain/cdsi/antigen-document';
import { antigenDocumentFromRules } from '../../domain/cdsi/series-from-rules';
import { demoScheduleRules } from '../demo-schedule';

/**
 * The demo's schedule in the CDSi model, in Spanish: vaccine groups, their antigens and the
 * antigens each demo vaccine covers. Each antigen's series follows the demo's rules of the
 * vaccines that give it (demo-schedule.ts): the pentavalent's three doses for difteria, tétanos,
 * tos convulsa and Hib; the neonatal dose then the pentavalent's for hepatitis B. The
 * hexavalent (no rules of its own) is preferred for every dose of its six antigens.
 */
export const demoVaccineGroups = [
  { groupName: 'BCG', isAdministeredWhole: false },
  { groupName: 'Hepatitis B', isAdministeredWhole: false },
  { groupName: 'DTP', isAdministeredWhole: false },
  { groupName: 'Hib', isAdministeredWhole: false },
  { groupName: 'Polio', isAdministeredWhole: false },
  { groupName: 'Rotavirus', isAdministeredWhole: false },
  { groupName: 'Neumococo', isAdministeredWhole: false },
  { groupName: 'Triple viral', isAdministeredWhole: true },
] as const;

/** The antigens each demo vaccine covers, by the vaccine's name. */
export const demoVaccineAntigens: Readonly<Record<string, string>> = {
  BCG: 'Tuberculosis',
  'Hepatitis B neonatal': 'Hepatitis B',
  'Hepatitis B': 'Hepatitis B',
  Pentavalente: 'Difteria, Tétanos, Tos convulsa, Hepatitis B, Hib',
  Hexavalente: 'Difteria, Tétanos, Tos convulsa, Hepatitis B, Hib, Polio',
  'Polio inactivada IPV': 'Polio',
  Rotavirus: 'Rotavirus',
  'Neumococo conjugada 13': 'Neumococo',
  'Triple viral SRP': 'Sarampión, Parotiditis, Rubéola',
};

type DemoRule = (typeof demoScheduleRules)[number];

const rulesOf = (vaccine: string) => demoScheduleRules.filter((rule) => rule.vaccine === vaccine);

/** The hepatitis B series: the birth dose (without its one-month limit: a late first dose still counts), then the pentavalent's. */
const hepatitisBRules = (): DemoRule[] => [
  ...rulesOf('Hepatitis B neonatal').map((rule) => ({ ...rule, maximumAgeDays: null })),
  ...rulesOf('Pentavalente').map((rule) => ({ ...rule, doseNumber: rule.doseNumber + 1 })),
];

/** Each antigen: its group, the vaccines that give it and its doses' rules. */
const antigenSources: readonly {
  antigen: string;
  group: string;
  vaccines: readonly string[];
  rules: () => DemoRule[];
}[] = [
  { antigen: 'Tuberculosis', group: 'BCG', vaccines: ['BCG'], rules: () => rulesOf('BCG') },
  {
    antigen: 'Hepatitis B',
    group: 'Hepatitis B',
    vaccines: ['Hepatitis B neonatal', 'Pentavalente', 'Hepatitis B', 'Hexavalente'],
    rules: hepatitisBRules,
  },
  ...['Difteria', 'Tétanos', 'Tos convulsa'].map((antigen) => ({
    antigen,
    group: 'DTP',
    vaccines: ['Pentavalente', 'Hexavalente'],
    rules: () => rulesOf('Pentavalente'),
  })),
  { antigen: 'Hib', group: 'Hib', vaccines: ['Pentavalente', 'Hexavalente'], rules: () => rulesOf('Pentavalente') },
  {
    antigen: 'Polio',
    group: 'Polio',
    vaccines: ['Polio inactivada IPV', 'Hexavalente'],
    rules: () => rulesOf('Polio inactivada IPV'),
  },
  { antigen: 'Rotavirus', group: 'Rotavirus', vaccines: ['Rotavirus'], rules: () => rulesOf('Rotavirus') },
  {
    antigen: 'Neumococo',
    group: 'Neumococo',
    vaccines: ['Neumococo conjugada 13'],
    rules: () => rulesOf('Neumococo conjugada 13'),
  },
  ...['Sarampión', 'Parotiditis', 'Rubéola'].map((antigen) => ({
    antigen,
    group: 'Triple viral',
    vaccines: ['Triple viral SRP'],
    rules: () => rulesOf('Triple viral SRP'),
  })),
];

/**
 * The demo's antigens with their documents, the vaccines named by the engine's key of each
 * (known once the seed has written them).
 *
 * @example
 * demoAntigens((vaccineName) => `#${vaccineIds.get(vaccineName)}`)
 */
export const demoAntigens = (
  productKeyOf: (vaccineName: string) => string,
): { antigenName: string; group: string; document: AntigenDocument }[] =>
  antigenSources.map(({ antigen, group, vaccines, rules }) => ({
    antigenName: antigen,
    group,
    document: antigenDocumentFromRules({
      antigen,
      vaccineGroup: group,
      productKeys: vaccines.map(productKeyOf),
      rules: rules(),
    }),
  }));
