import { mdiPrinterOutline } from '@mdi/js';
import { useParams } from 'react-router-dom';
import type { CardDose, VaccinationCard } from '../../domain/vaccination-card';
import { formatDate } from '../../engine';
import { RelatedRecords } from '../../engine/react';
import { patientObservations } from '../../entities/patient-observations';
import { AdverseEventDialog } from '../adverse-events/AdverseEventDialog';
import { productName } from '../product';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { PageTitle } from '../ui/PageTitle';
import { CardEmpty, CardFailure, CardLoading, CardNotFound } from './CardStates';
import { cardSectionsOf } from './card-sections';
import { GroupBlock } from './GroupBlock';
import { PatientBlock } from './PatientBlock';
import { cardTexts } from './texts';
import { useCardReport } from './useCardReport';
import { useVaccinationCard } from './useVaccinationCard';
import { VaccineBlock } from './VaccineBlock';
import './card-print.css';

/**
 * The patient's vaccination card (the patients' `card` view), for the admin and the health staff:
 * the patient, a child's representative, and the schedule on the browser's date by the CDSi
 * engine: each vaccine group that concerns the patient, with its status, its next dose's dates
 * and the doses that count for it, each evaluated ('Dosis 1', 'No válida' or 'Extra' with CDC's
 * reason; historical ones marked); then the vaccines that cover no antigen, and one line of the
 * groups past their age ('Fuera de edad: BCG, Rotavirus'); then their clinical history
 * ('Antecedentes clínicos', which the CDSi engine reads). 'Imprimir' prints it as an A4 card
 * (card-print.css). Each dose offers 'Reportar ESAVI'; `?reportar=<dose id>` opens that report
 * on arrival.
 */
export const VaccinationCardPage = () => {
  const { id = '' } = useParams();
  const { day, state } = useVaccinationCard(id);
  const report = useCardReport(state.kind === 'ready' ? state.card : null);
  if (state.kind === 'notFound') return <CardNotFound />;
  const name = state.kind === 'ready' ? patientName(state.card) : '';
  return (
    <div className="vaccination-card">
      <PageTitle title={name ? `${cardTexts.title} · ${name}` : cardTexts.title} />
      <div className="card-print-header hidden">
        <span className="font-semibold">{productName}</span>
        <span>{cardTexts.printedOn(formatDate(day))}</span>
      </div>
      <PageHeader title={cardTexts.title} subtitle={name || cardTexts.subtitle}>
        {state.kind === 'ready' && (
          <Button variant="outline" className="card-print-button" onClick={() => window.print()}>
            <Icon path={mdiPrinterOutline} size={20} />
            {cardTexts.print}
          </Button>
        )}
      </PageHeader>
      {state.kind === 'loading' && <CardLoading />}
      {state.kind === 'failed' && <CardFailure message={state.message} onRetry={state.retry} />}
      {state.kind === 'ready' && <CardBody card={state.card} day={day} onReport={report.open} />}
      {state.kind === 'ready' && (
        <div className="card-related mt-8">
          <RelatedRecords entity={patientObservations} parent={{ field: 'patientId', id: state.card.patient.id }} />
        </div>
      )}
      <AdverseEventDialog dose={report.dose} onClose={report.close} />
    </div>
  );
};

type CardBodyProps = {
  card: VaccinationCard;
  day: string;
  onReport: (dose: CardDose, vaccineName: string | null) => void;
};

const CardBody = ({ card, day, onReport }: CardBodyProps) => {
  const hasDoses = card.vaccines.some((entry) => entry.doses.length > 0);
  const hasForecast = card.patient.dateOfBirth !== null && card.vaccines.every((entry) => entry.forecast !== null);
  const { groups, otherVaccines, agedOut, notRecommended } = cardSectionsOf(card);
  return (
    <div className="flex flex-col gap-6">
      <PatientBlock patient={card.patient} day={day} />
      <section aria-labelledby="card-vaccines" className="flex flex-col gap-4">
        <h2 id="card-vaccines" className="text-lg font-semibold tracking-tight text-foreground">
          {cardTexts.vaccinesHeading}
        </h2>
        {!hasDoses && <CardEmpty />}
        {!hasForecast && <p className="text-sm text-muted">{cardTexts.noBirthDate}</p>}
        {groups.map((group) => (
          <GroupBlock
            key={group.vaccineGroup.id}
            group={group}
            day={day}
            onReport={(dose) => onReport(dose, dose.vaccine.vaccineName)}
          />
        ))}
        {otherVaccines.map((entry) => (
          <VaccineBlock
            key={entry.vaccine.id}
            entry={entry}
            day={day}
            onReport={(dose) => onReport(dose, entry.vaccine.vaccineName)}
          />
        ))}
        {agedOut.length > 0 && <FoldedLine text={cardTexts.agedOut(agedOut)} />}
        {notRecommended.length > 0 && <FoldedLine text={cardTexts.notRecommended(notRecommended)} />}
      </section>
    </div>
  );
};

/** Groups that need no block, named on one line. */
const FoldedLine = ({ text }: { text: string }) => (
  <p className="card-folded rounded-2xl border border-border bg-surface px-5 py-3 text-sm text-foreground sm:px-6">
    {text}
  </p>
);

const patientName = (card: VaccinationCard) =>
  [card.patient.firstName, card.patient.lastname].filter(Boolean).join(' ');
