import type { CardPatient, CardPerson } from '../../domain/vaccination-card';
import { formatDate } from '../../engine';
import { ageOn } from '../doses/age';
import { Field } from './Field';
import { cardTexts } from './texts';

const { fields, missing } = cardTexts;

const fullName = (person: CardPerson) => [person.firstName, person.lastname].filter(Boolean).join(' ') || missing;

/** The patient's data on the card, and the representative of a child; 'Sin dato' for what the record lacks. */
export const PatientBlock = ({ patient, day }: { patient: CardPatient; day: string }) => {
  const age = patient.dateOfBirth ? ageOn(patient.dateOfBirth, day) : null;
  const { representative } = patient;
  return (
    <section
      aria-labelledby="card-patient"
      className="card-block rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id="card-patient" className="mb-4 text-lg font-semibold tracking-tight text-foreground">
        {cardTexts.patientHeading}
      </h2>
      <dl className="card-fields grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={fields.name} value={fullName(patient)} />
        <Field
          label={patient.isChild ? fields.generatedDocument : fields.document}
          value={patient.identityDocument ?? missing}
        />
        <Field label={fields.birthDate} value={patient.dateOfBirth ? formatDate(patient.dateOfBirth) : missing} />
        <Field label={fields.age} value={age === null ? missing : cardTexts.ageValue(age)} />
        <Field label={fields.phone} value={patient.mobilePhone ?? missing} />
        <Field label={fields.address} value={patient.address ?? missing} />
      </dl>
      {(representative || patient.isChild) && (
        <div className="card-representative mt-5 border-t border-border pt-4">
          <h3 className="mb-3 text-sm font-semibold text-foreground">{cardTexts.representativeHeading}</h3>
          <dl className="card-fields grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {representative ? (
              <>
                <Field label={fields.name} value={fullName(representative)} />
                <Field label={fields.document} value={representative.identityDocument ?? missing} />
                <Field label={fields.phone} value={representative.mobilePhone ?? missing} />
              </>
            ) : (
              <Field label={fields.name} value={missing} />
            )}
          </dl>
        </div>
      )}
    </section>
  );
};
