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

/** Name, manufacturer, required doses, interval in days, storage temperature, batch prefix. */
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
];
