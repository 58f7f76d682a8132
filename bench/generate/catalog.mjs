/** The fixed reference tables of the bench data: countries, manufacturers and vaccines. */

export const countries = ['Estados Unidos', 'Alemania', 'Reino Unido', 'India', 'China', 'Francia', 'Perú', 'Cuba'];

/** @type {[name: string, country: string][]} */
export const manufacturers = [
  ['Pfizer', 'Estados Unidos'],
  ['Moderna', 'Estados Unidos'],
  ['BioNTech', 'Alemania'],
  ['AstraZeneca', 'Reino Unido'],
  ['Serum Institute', 'India'],
  ['Sinovac', 'China'],
  ['Sinopharm', 'China'],
  ['Sanofi Pasteur', 'Francia'],
  ['Bharat Biotech', 'India'],
  ['CIGB', 'Cuba'],
];

/**
 * Name, manufacturer, required doses, interval in days, storage temperature, batch prefix: each
 * as the API accepts it (a name of letters, digits, spaces and + - °, an interval of a day at
 * least), so an edit through the API, as CDC's loader makes, keeps the rest of the row.
 */
/** @type {[name: string, manufacturer: string, requiredDoses: number, doseIntervalDays: number, storage: string, code: string][]} */
export const vaccines = [
  ['Comirnaty', 'Pfizer', 2, 21, '-90 a -60 °C', 'PF'],
  ['Spikevax', 'Moderna', 2, 28, '-50 a -15 °C', 'MD'],
  ['Vaxzevria', 'AstraZeneca', 2, 84, '2 a 8 °C', 'AZ'],
  ['Triple viral SRP', 'Serum Institute', 2, 180, '2 a 8 °C', 'SR'],
  ['CoronaVac', 'Sinovac', 2, 28, '2 a 8 °C', 'SV'],
  ['BBIBP-CorV', 'Sinopharm', 2, 21, '2 a 8 °C', 'SP'],
  ['Influenza tetravalente', 'Sanofi Pasteur', 1, 365, '2 a 8 °C', 'SA'],
  ['Covaxin', 'Bharat Biotech', 2, 28, '2 a 8 °C', 'BB'],
  ['Abdala', 'CIGB', 3, 14, '2 a 8 °C', 'CG'],
  ['Hepatitis B recombinante', 'CIGB', 3, 30, '2 a 8 °C', 'HB'],
  ['Pentavalente', 'Serum Institute', 3, 60, '2 a 8 °C', 'PV'],
  ['Antiamarílica', 'Sanofi Pasteur', 1, 3650, '2 a 8 °C', 'FA'],
  ['BCG', 'Serum Institute', 1, 1, '2 a 8 °C', 'BC'],
  ['Polio inactivada IPV', 'Sanofi Pasteur', 3, 60, '2 a 8 °C', 'IP'],
  ['Rotavirus', 'Bharat Biotech', 2, 60, '2 a 8 °C', 'RV'],
  ['Neumococo conjugada', 'Pfizer', 3, 60, '2 a 8 °C', 'NC'],
  ['DPT refuerzos', 'Serum Institute', 2, 900, '2 a 8 °C', 'DT'],
  ['Varicela', 'Sanofi Pasteur', 1, 1, '2 a 8 °C', 'VC'],
  ['VPH', 'Sanofi Pasteur', 2, 180, '2 a 8 °C', 'VP'],
];

/**
 * Each vaccine's CVX code (http://hl7.org/fhir/sid/cvx), the key by which CDC's supporting data
 * names products, set only when the bench runs with CDC's schedule (`BENCH_SCHEDULE=cdc`,
 * bench/lib/schedule.mjs): the loader then gives these vaccines CDC's antigens. None for the
 * COVID-19 products CDC's v4.10 data does not map (it maps 207, 208, 212 and 213 only) nor for
 * Abdala, which has no CVX code.
 * @type {Record<string, string>}
 */
export const cvxCodes = {
  Comirnaty: '208', // COVID-19 mRNA 30 mcg/0.3 mL: Pfizer-BioNTech's
  Spikevax: '207', // COVID-19 mRNA 100 mcg/0.5 mL: Moderna's
  'Triple viral SRP': '03', // MMR
  'Influenza tetravalente': '150', // influenza, injectable, quadrivalent, preservative free
  'Hepatitis B recombinante': '08', // Hep B, adolescent or pediatric
  // 'DTP-hepB-Hib Pentavalent Non-US': the whole-cell pentavalent of the programmes outside the US (Serum
  // Institute's among them), what the catalogue's is; 102 'DTP-Hib-Hep B' is the older code of that combination.
  Pentavalente: '198',
  Antiamarílica: '37', // yellow fever
  BCG: '19', // CDC's data has no antigen for it, only its live-virus conflicts
  'Polio inactivada IPV': '10',
  Rotavirus: '119', // monovalent
  'Neumococo conjugada': '133', // PCV13
  'DPT refuerzos': '01', // whole-cell DTP, as the Serum Institute's is (20 is the acellular DTaP)
  Varicela: '21',
  VPH: '165', // HPV9
};

const year = 365;
const fiveYears = 5 * year;

/**
 * A national infant schedule in the manner of the WHO's and the Americas' immunization
 * programmes (BCG and hepatitis B at birth; pentavalent, polio, rotavirus and pneumococcal at 2,
 * 4 (and 6) months; MMR, varicella and yellow fever from 12 months; boosters later; HPV at 9),
 * each dose with a maximum age, so adults carry none of it. Per vaccine name: [minimum,
 * recommended, overdue, maximum age, minimum interval], in days, one row per dose.
 * @type {Record<string, [min: number, recommended: number, overdue: number, max: number, interval: number][]>}
 */
export const schedule = {
  BCG: [[0, 0, 28, fiveYears, 0]],
  'Hepatitis B recombinante': [
    [0, 0, 7, fiveYears, 0],
    [28, 60, 90, fiveYears, 28],
    [168, 180, 240, fiveYears, 56],
  ],
  Pentavalente: [
    [42, 60, 90, fiveYears, 0],
    [70, 120, 150, fiveYears, 28],
    [98, 180, 210, fiveYears, 28],
  ],
  'Polio inactivada IPV': [
    [42, 60, 90, fiveYears, 0],
    [70, 120, 150, fiveYears, 28],
    [98, 180, 210, fiveYears, 28],
  ],
  Rotavirus: [
    [42, 60, 90, 105, 0],
    [70, 120, 150, 240, 28],
  ],
  'Neumococo conjugada': [
    [42, 60, 90, fiveYears, 0],
    [70, 120, 150, fiveYears, 28],
    [365, 365, 455, fiveYears, 56],
  ],
  'Triple viral SRP': [
    [365, 365, 455, 10 * year, 0],
    [395, 540, 600, 10 * year, 28],
  ],
  Varicela: [[365, 365, 455, 10 * year, 0]],
  Antiamarílica: [[270, 450, 540, 10 * year, 0]],
  'Influenza tetravalente': [[180, 210, 270, fiveYears, 0]],
  'DPT refuerzos': [
    [450, 540, 600, 7 * year, 0],
    [1_460, 1_460, 1_550, 7 * year, 180],
  ],
  VPH: [
    [3_285, 3_285, 3_650, 14 * year, 0],
    [3_465, 3_465, 3_830, 14 * year, 180],
  ],
};
