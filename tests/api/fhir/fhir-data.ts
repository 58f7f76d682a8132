import { addDays } from '../../../src/domain/calendar-days';
import type { ApiFixture } from '../../helpers/api-fixture';
import { programmeData, serverToday, uniqueWord } from '../../helpers/programme-data';
import { idOf, payloads } from '../../helpers/sample-data';

/**
 * A test file's patients and doses of every kind the FHIR API answers: an adult with a
 * historical dose, and their child (without a document, so represented), born 100 days ago
 * and followed up at a centre, with a dose given here, a cancelled one, and a historical one
 * registered outside the schedule by the admin (an override). The hepatitis B vaccine has a
 * SNOMED CT code; the pentavalent has only the panel's own.
 */
export const fhirData = async (fixture: ApiFixture) => {
  const data = programmeData(fixture);
  const { api } = fixture;
  const hepB = await data.vaccine({ name: `Hepatitis B ${uniqueWord()}`, requiredDoses: 3 });
  await api.admin('PATCH', `/vaccines/${hepB.vaccineId}`, {
    ...payloads.vaccine(fixture.ids.manufacturerId),
    vaccineName: hepB.name,
    requiredDoses: 3,
    doseIntervalDays: 28,
    codeSystem: 'http://snomed.info/sct',
    code: '412403009',
  });
  const penta = await data.vaccine({
    name: `Pentavalente ${uniqueWord()}`,
    requiredDoses: 3,
    rules: [
      { doseNumber: 1, minimumAgeDays: 42, recommendedAgeDays: 60, overdueAgeDays: 90, minimumIntervalDays: 0 },
      { doseNumber: 2, minimumAgeDays: 70, recommendedAgeDays: 120, overdueAgeDays: 150, minimumIntervalDays: 28 },
    ],
  });
  const centerId = await data.center();
  const adultId = await data.patient({ birthDate: '1990-04-12', centerId });
  const birthDate = addDays(serverToday(), -100);
  const childId = idOf(
    await api.admin('POST', '/patients', {
      ...payloads.child(adultId),
      dateOfBirth: birthDate,
      age: '0',
      vaccinationCenterId: centerId,
    }),
  );
  const adultHistorical = await data.historicalDose({
    patientId: adultId,
    vaccineId: hepB.vaccineId,
    centerId,
    date: '2020-01-15',
  });
  const given = await data.dose({ patientId: childId, batchId: hepB.batchId, centerId });
  const cancelled = await data.dose({ patientId: childId, batchId: hepB.batchId, centerId, doseNumber: 2 });
  await api.admin('PATCH', `/applied-doses/cancel/${cancelled}`);
  const override = idOf(
    await api.admin('POST', '/applied-doses', {
      patientId: childId,
      vaccineId: penta.vaccineId,
      isHistorical: true,
      applicationDate: addDays(birthDate, 10),
      doseNumber: 1,
      vaccinationCenterId: centerId,
      applyingUserId: api.userIds.admin,
      overrideReason: 'Dosis aplicada en campaña de vacunación',
    }),
  );
  return {
    vaccines: { hepB, penta },
    centerId,
    patients: { adultId, childId, birthDate },
    doses: { adultHistorical, given, cancelled, override },
  };
};

export type FhirData = Awaited<ReturnType<typeof fhirData>>;
