import { mdiClipboardAlertOutline } from '@mdi/js';
import type { CardDose } from '../../domain/vaccination-card';
import { formatDate } from '../../engine';
import { adverseEventTexts } from '../adverse-events/texts';
import { buttonVariants } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { cardTexts } from './texts';

type ReportButtonProps<D extends CardDose> = { dose: D; vaccineName: string | null; onReport: (dose: D) => void };

/**
 * A dose's 'Reportar ESAVI' on the card, named with the vaccine, the dose and its day for a
 * screen reader ('Reportar ESAVI de Comirnaty, dosis 2 del 12/05/2026'); not printed.
 */
export const ReportButton = <D extends CardDose>({ dose, vaccineName, onReport }: ReportButtonProps<D>) => {
  const what = [vaccineName, `${cardTexts.doseNumber(dose.doseNumber).toLowerCase()} del ${formatDate(dose.date)}`]
    .filter(Boolean)
    .join(', ');
  return (
    <button
      type="button"
      aria-label={adverseEventTexts.reportDose(what)}
      className={`${buttonVariants.ghost} h-8 whitespace-nowrap px-2.5 text-xs`}
      onClick={() => onReport(dose)}
    >
      <Icon path={mdiClipboardAlertOutline} size={16} />
      {adverseEventTexts.report}
    </button>
  );
};
