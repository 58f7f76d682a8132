import { mdiAlertCircleOutline, mdiChartBoxOutline } from '@mdi/js';
import type { ReactNode } from 'react';
import { buttonClass } from '../../engine/react';
import { Icon } from '../ui/Icon';
import { Spinner } from '../ui/Spinner';
import { indicatorTexts } from './texts';
import type { IndicatorResult } from './useIndicators';

const placeholderClass =
  'flex min-h-40 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-border bg-surface-muted/50 px-6 py-8 text-center text-sm text-muted';

/**
 * An indicator's body: 'Cargando indicadores...' while it first loads, the failure with
 * 'Reintentar', the empty message when it has no rows, else what `children` draws of them.
 */
export const IndicatorBody = <T,>({
  result,
  empty,
  children,
}: {
  result: IndicatorResult<T>;
  empty: string;
  children: (items: readonly T[]) => ReactNode;
}) => {
  if (result.hasFailed) return <IndicatorFailure onRetry={result.retry} />;
  if (result.isLoading || result.items === null) {
    return (
      <div role="status" className={placeholderClass}>
        <Spinner className="text-brand" />
        {indicatorTexts.loading}
      </div>
    );
  }
  if (result.items.length === 0) return <IndicatorPlaceholder text={empty} />;
  return children(result.items);
};

/** A dashed box with a text, where a chart or a table has nothing to show. */
export const IndicatorPlaceholder = ({ text }: { text: string }) => (
  <div className={placeholderClass}>
    <Icon path={mdiChartBoxOutline} size={28} className="text-brand/70" />
    <p>{text}</p>
  </div>
);

const IndicatorFailure = ({ onRetry }: { onRetry: () => void }) => (
  <div
    role="alert"
    className="flex flex-wrap items-center gap-3 rounded-xl border border-error/40 bg-error/10 px-4 py-3 text-sm text-foreground"
  >
    <Icon path={mdiAlertCircleOutline} className="shrink-0 text-error" />
    <span className="grow">{indicatorTexts.failure}</span>
    <button type="button" onClick={onRetry} className={buttonClass.secondary}>
      {indicatorTexts.retry}
    </button>
  </div>
);
