import { useEffect, useMemo } from 'react';
import { type AnyEntity, type EntityRow, withObjectRules } from '../../engine';
import { type EntityFormState, useEntityForm } from '../../engine/react';
import { adverseEvents, onsetBeforeDoseMessage } from '../../entities/adverse-events';
import type { ReportedDose } from './reported-dose';
import { adverseEventTexts as texts } from './texts';

/** The dose a report is about is given by where it was opened, never chosen in the form. */
const doseField = 'appliedDoseId';

/**
 * The ESAVI entity with its create schema holding one more rule, the server's: the onset may
 * not come before this dose's day. Said on the field before anything is sent.
 */
const reportEntityFor = (doseDate: string): AnyEntity => ({
  ...adverseEvents,
  schemas: {
    ...adverseEvents.schemas,
    create: withObjectRules(adverseEvents.schemas.create, [
      {
        kind: 'custom',
        name: 'onsetNotBeforeDose',
        field: 'onsetDate',
        message: onsetBeforeDoseMessage(doseDate),
        isBroken: ({ onsetDate }) => typeof onsetDate === 'string' && onsetDate < doseDate,
        breakWith: { onsetDate: '1900-01-01' },
      },
    ]),
  },
});

/**
 * The report form of one dose: the ESAVI config's create form (its zod schema, fields and
 * Spanish messages), the dose given and hidden, the onset checked against the dose's day, the
 * first field focused. A save says '¡Registro exitoso!' and calls `onReported`; a refusal
 * lands on its field and in the form.
 *
 * @example
 * const { form, fields, submit, isSaving } = useAdverseEventReport({ dose, onReported: close });
 */
export const useAdverseEventReport = ({
  dose,
  onReported,
}: {
  dose: ReportedDose;
  onReported: (row: EntityRow) => void;
}): EntityFormState => {
  const entity = useMemo(() => reportEntityFor(dose.date), [dose.date]);
  const defaults = useMemo(() => ({ [doseField]: dose.id }), [dose.id]);
  const report = useEntityForm({ entity, mode: 'create', defaults, failure: texts.failure, onSaved: onReported });
  const { form } = report;
  useEffect(() => {
    // Before Headless UI's dialog sets its initial focus, which keeps a focus already inside.
    form.setFocus('onsetDate');
  }, [form]);
  return { ...report, fields: report.fields.filter(({ field }) => field.name !== doseField) };
};
