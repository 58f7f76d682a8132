import { describe, expect, it } from 'vitest';
import type { ForecastStatus, SeriesStatus } from '../../../../src/domain/cdsi/assessment-model';
import { forecastStatusOf } from '../../../../src/server/fhir/cdsi/forecast-status';

describe('forecastStatusOf', () => {
  it.each<[SeriesStatus, ForecastStatus, string | undefined, string]>([
    ['not-complete', 'not-yet-due', 'due', 'Aún no'],
    ['not-complete', 'due', 'due', 'Pendiente'],
    ['not-complete', 'overdue', 'overdue', 'Atrasada'],
    ['not-complete', 'too-late', undefined, 'Fuera de edad'],
    ['complete', 'complete', 'complete', 'Completo'],
    ['immune', 'complete', 'immune', 'Inmune'],
    ['contraindicated', 'complete', 'contraindicated', 'Contraindicada'],
    ['aged-out', 'too-late', undefined, 'Fuera de edad'],
    ['not-recommended', 'complete', undefined, 'No recomendada'],
  ])('should send %s (%s) as HL7 %s, the CDSi status and %s', (seriesStatus, status, hl7, text) => {
    const concept = forecastStatusOf({ seriesStatus, status });

    const codes = concept.coding?.map((coding) => coding.code);
    expect(codes).toEqual(hl7 === undefined ? [seriesStatus] : [hl7, seriesStatus]);
    expect(concept.text).toBe(text);
  });
});
