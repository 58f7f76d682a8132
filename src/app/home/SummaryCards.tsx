import { mdiCalendarAlertOutline, mdiNeedle, mdiPackageVariantClosed, mdiTestTube } from '@mdi/js';
import { Icon } from '../ui/Icon';
import type { SummaryFigures } from './report-figures';
import { homeTexts } from './texts';

type Card = { label: string; value: number | null; note: string; icon: string };

const numberFormat = new Intl.NumberFormat('es');

/** The row of figure cards above the charts; a figure not known yet shows a dash. */
export const SummaryCards = ({
  figures,
  centerName,
  soonDays,
}: {
  figures: SummaryFigures;
  centerName: string | null;
  soonDays: number;
}) => {
  const { figures: texts } = homeTexts;
  const cards: readonly Card[] = [
    { label: texts.dosesToday, value: figures.dosesToday, note: texts.dosesTodayNote(centerName), icon: mdiNeedle },
    {
      label: texts.activeBatches,
      value: figures.activeBatches,
      note: texts.activeBatchesNote,
      icon: mdiPackageVariantClosed,
    },
    {
      label: texts.expiringSoon,
      value: figures.expiringSoon,
      note: texts.expiringSoonNote(soonDays),
      icon: mdiCalendarAlertOutline,
    },
    { label: texts.vialsLeft, value: figures.vialsLeft, note: texts.vialsLeftNote, icon: mdiTestTube },
  ];
  return (
    <section aria-label={homeTexts.summaryLabel}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {cards.map((card) => (
          <li
            key={card.label}
            className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:flex-row sm:gap-4 sm:p-5"
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand sm:size-11">
              <Icon path={card.icon} size={22} />
            </span>
            <div className="w-full min-w-0">
              <p className="text-sm font-medium text-muted">{card.label}</p>
              <p className="mt-1 text-2xl font-semibold tracking-tight text-foreground tabular-nums">
                {card.value === null ? '—' : numberFormat.format(card.value)}
              </p>
              <p className="mt-0.5 text-xs text-muted">{card.note}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};
