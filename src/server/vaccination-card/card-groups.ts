import type { ForecastAnswer } from '../../domain/forecast-answer';
import type { CardDose, CardGroup, CardGroupDose } from '../../domain/vaccination-card';

/**
 * The card's vaccine groups from the CDSi answer, in the schedule's order: each group's forecast and the doses
 * evaluated for an antigen of it, by date, each with its vaccine and its evaluation per antigen (a Hexavalente dose
 * is listed under DTP, Hib, Hepatitis B and Polio, each time with that group's antigens).
 *
 * @example
 * cardGroupsOf({ answer, doseOf, vaccineNameOf })
 * // [{ vaccineGroup: { id: 5, name: 'Polio' }, forecastDoseNumber: 2, …, doses: [{ id: 9, vaccine: { id: 12,
 * //   vaccineName: 'Hexavalente' }, evaluations: [{ antigen: { id: 5, name: 'Polio' }, doseNumber: 1, … }], … }] }]
 */
export const cardGroupsOf = ({
  answer,
  doseOf,
  vaccineNameOf,
}: {
  answer: ForecastAnswer;
  doseOf: ReadonlyMap<number, CardDose>;
  vaccineNameOf: (vaccineId: number) => string | null;
}): CardGroup[] =>
  answer.items.map((item) => {
    const evaluated = new Map<number, CardGroupDose>();
    for (const { appliedDoseId, vaccineId, vaccineGroup, antigen, doseNumber, status, reason } of answer.evaluations) {
      const dose = doseOf.get(appliedDoseId);
      if (vaccineGroup.name !== item.vaccineGroup.name || dose === undefined) continue;
      const entry = evaluated.get(dose.id) ?? {
        ...dose,
        vaccine: { id: vaccineId, vaccineName: vaccineNameOf(vaccineId) },
        evaluations: [],
      };
      entry.evaluations.push({ antigen, doseNumber, status, reason });
      evaluated.set(dose.id, entry);
    }
    const doses = [...evaluated.values()].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
    return { ...item, doses };
  });
