import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CardDose, VaccinationCard } from '../../domain/vaccination-card';
import { useEngine } from '../../engine/react';
import { type ReportedDose, reportedDose } from '../adverse-events/reported-dose';
import { adverseEventTexts } from '../adverse-events/texts';

/** The link's parameter that opens a dose's report on arrival (a dose's 'Reportar ESAVI' in 'Dosis'). */
export const reportParam = 'reportar';

export type CardReport = {
  /** The dose being reported, or null. */
  dose: ReportedDose | null;
  open: (dose: CardDose, vaccineName: string | null) => void;
  close: () => void;
};

/**
 * The card's ESAVI report: which dose the dialog is open on. A link with `?reportar=<dose id>`
 * opens it on that dose once the card is loaded, then leaves the link (so going back or
 * reloading does not open it again); a dose the card no longer lists is said in a warning.
 *
 * @example
 * const report = useCardReport(card);
 * <AdverseEventDialog dose={report.dose} onClose={report.close} />
 */
export const useCardReport = (card: VaccinationCard | null): CardReport => {
  const [dose, setDose] = useState<ReportedDose | null>(null);
  const [params, setParams] = useSearchParams();
  const { notify } = useEngine();
  const patient = card ? [card.patient.firstName, card.patient.lastname].filter(Boolean).join(' ') : '';

  const open = useCallback(
    (chosen: CardDose, vaccineName: string | null) =>
      setDose(
        reportedDose({
          id: chosen.id,
          applicationDateTime: chosen.applicationDateTime,
          doseNumber: chosen.doseNumber,
          vaccine: vaccineName,
          patient,
        }),
      ),
    [patient],
  );

  const asked = params.get(reportParam);
  useEffect(() => {
    if (asked === null || card === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(reportParam);
        return next;
      },
      { replace: true },
    );
    const entry = card.vaccines.find((vaccine) => vaccine.doses.some((candidate) => String(candidate.id) === asked));
    const found = entry?.doses.find((candidate) => String(candidate.id) === asked);
    if (entry && found) open(found, entry.vaccine.vaccineName);
    else notify.warning(adverseEventTexts.notFound);
  }, [asked, card, open, setParams, notify]);

  return { dose, open, close: useCallback(() => setDose(null), []) };
};
