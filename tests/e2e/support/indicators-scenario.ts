import { apiAs, demoDistrictId } from './api';
import { isoDaysFromToday, uniqueDigits, uniqueLetters } from './sections';
import { stockCenter } from './stock';

type Row = { id: number };

/** The scenario's infants' and adults' target population: 10 children under one at the centre this year. */
export const scenarioPopulation = 10;

/**
 * A centre and a two-dose vaccine of their own (no schedule rules: its coverage is measured
 * against the age 0), through the API: two infants of the centre, one with doses 1 and 2, one
 * with none; three adults with dose 1, two of them with dose 2, all given at the centre today;
 * and the centre's population of infants this year. So: dose 1 4 of 10 (40,0 %), dose 2 3 of
 * 10 (30,0 %), a dropout of 25,0 % ('Alto'), and 1 of 2 infants without any dose (50,0 %).
 *
 * @example
 * const { centreName, vaccineName } = await createIndicatorsScenario();
 */
export const createIndicatorsScenario = async () => {
  const admin = await apiAs('admin');
  const word = uniqueLetters();
  const [manufacturer] = await admin<Row[]>('GET', '/manufacturers?limit=1');
  const [user] = await admin<Row[]>('GET', '/users?limit=1');
  const centerName = `Centro Indicadores ${word}`;
  const center = await admin<Row>('POST', '/vaccination-centers', {
    centerName: centerName,
    address: 'Avenida Grau 742',
    phone: '05112345678',
    mobilePhone: '51987654321',
    email: 'indicadores@gmail.com',
    orgUnitId: await demoDistrictId(),
  });
  const vaccineName = `Indicadores ${word}`;
  const vaccine = await admin<Row>('POST', '/vaccines', {
    vaccineName,
    requiredDoses: 2,
    doseIntervalDays: 28,
    storageTemperature: '2 a 8 °C',
    manufacturerId: manufacturer?.id,
  });
  const batch = await admin<Row>('POST', '/vaccine-batches', {
    batchNumber: `IN-${uniqueDigits(6)}`,
    vaccineId: vaccine.id,
    manufactureDate: isoDaysFromToday(-60),
    expirationDate: isoDaysFromToday(365),
    initialQuantity: 20,
    availableQuantity: 20,
  });
  await stockCenter({ batchId: Number(batch.id), centerId: Number(center.id), vials: 20 }, admin);
  const lastname = `Indicadores ${word}`;
  const person = (firstName: string, birthDate: string, representative: Row | null = null) =>
    admin<Row>('POST', '/patients', {
      firstName,
      lastname,
      age: representative ? '0' : '30',
      email: 'familia.indicadores@gmail.com',
      address: 'Avenida Grau 742',
      mobilePhone: `519${uniqueDigits(8)}`,
      dateOfBirth: birthDate,
      identityDocument: representative ? '' : uniqueDigits(8),
      isChild: representative !== null,
      representativeId: representative?.id ?? null,
      vaccinationCenterId: center.id,
    });
  const parent = await person('Carmen', '1995-03-14');
  const vaccinated = await person('Lucas', isoDaysFromToday(-60), parent);
  await person('Emma', isoDaysFromToday(-30), parent);
  const adults = [parent, await person('Jorge', '1990-07-01'), await person('Rosa', '1988-11-23')];
  const dose = (patientId: number, doseNumber: number) =>
    admin('POST', '/applied-doses', {
      doseNumber,
      observations: '',
      patientId,
      vaccineBatchId: batch.id,
      vaccinationCenterId: center.id,
      applyingUserId: user?.id,
    });
  for (const patient of [vaccinated, ...adults]) await dose(patient.id, 1);
  for (const patient of [vaccinated, ...adults.slice(0, 2)]) await dose(patient.id, 2);
  await admin('POST', '/target-populations', {
    vaccinationCenterId: center.id,
    year: new Date().getFullYear(),
    ageInYears: 0,
    population: scenarioPopulation,
  });
  return { centerId: center.id, centerName, vaccineId: vaccine.id, vaccineName };
};
