import { useId, useMemo } from 'react';
import { formatterOf } from '../../cell-format';
import type { AnyEntity, EntityRow, ViewFigure } from '../../contract/entity';
import { readPath } from '../../contract/paths';
import { uiTexts } from '../../ui-texts';
import { useEngine } from '../EngineProvider';
import { inAppClick } from '../links/in-app-click';
import { cardClass, focusRing } from '../styles';

/**
 * A record's figures ('Datos del lote'): each as the manage table shows it (a recalled lot's
 * state reads 'Retirado'), '—' for an empty one, an optional one left out while empty; a figure
 * that `linksTo` a page is a link to it (a requisition's transfer).
 *
 * @example
 * <RecordFigures entity={vaccineBatches} figures={detail.figures ?? vaccineBatches.columns} row={batch} />
 */
export function RecordFigures({
  entity,
  figures,
  row,
}: {
  entity: AnyEntity;
  figures: readonly ViewFigure[];
  row: EntityRow;
}) {
  const headingId = useId();
  const { navigate } = useEngine();
  const formatters = useMemo(() => figures.map((figure) => formatterOf(entity, figure)), [entity, figures]);
  const shown = figures
    .map((figure, index) => ({ figure, text: formatters[index]?.(row) ?? '', href: hrefOf(figure, row) }))
    .filter(({ figure, text }) => !figure.isOptional || text !== '');
  return (
    <section aria-labelledby={headingId} className={`${cardClass} p-5`}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold tracking-tight text-foreground">
        {uiTexts.record.figures(entity.labels)}
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
        {shown.map(({ figure, text, href }) => (
          <div
            key={figure.key}
            className={`flex flex-col gap-0.5 ${figure.isOptional ? 'col-span-2 sm:col-span-4' : ''}`}
          >
            <dt className="text-muted">{figure.label}</dt>
            <dd className={figure.isOptional ? 'text-foreground' : 'font-semibold text-foreground'}>
              {href && text ? (
                <a
                  href={href}
                  onClick={inAppClick(href, navigate)}
                  className={`rounded-sm text-brand underline underline-offset-2 ${focusRing}`}
                >
                  {text}
                </a>
              ) : (
                text || uiTexts.record.none
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The page a figure links to, its `:value` the record's value; null without a link or a value. */
const hrefOf = (figure: ViewFigure, row: EntityRow): string | null => {
  const value = readPath(row, figure.key);
  if (figure.linksTo === undefined || value === null || value === undefined || value === '') return null;
  return figure.linksTo.replace(':value', encodeURIComponent(String(value)));
};
