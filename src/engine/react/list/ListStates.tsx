import { mdiAlertCircleOutline, mdiLoading, mdiTableOff } from '@mdi/js';
import { uiTexts } from '../../ui-texts';
import { Icon } from '../Icon';
import { buttonClass } from '../styles';

/**
 * How a list's state is drawn where its rows would be: `'box'`, a dashed box of its own (a
 * panel's list); `'line'`, a line of text (a list inside a form or a section).
 */
export type StateLook = 'box' | 'line';

const boxClass =
  'flex min-h-40 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-border bg-surface-muted/50 px-6 py-8 text-center text-sm text-muted';
const lineClass = 'flex items-center gap-2 text-sm text-muted';

/**
 * A list's first load: a turning icon and its words, in a polite live region ('Cargando
 * movimientos...').
 *
 * @example
 * <ListLoading text="Cargando dosis..." />
 */
export const ListLoading = ({ text, look = 'box' }: { text: string; look?: StateLook }) => (
  <div role="status" className={look === 'box' ? boxClass : lineClass}>
    <Icon path={mdiLoading} className={`animate-spin text-brand ${look === 'box' ? 'size-6' : 'size-5'}`} />
    {text}
  </div>
);

/**
 * A list with no rows to show, or one waiting for a choice ('Seleccione un centro de salud...'):
 * its words, in a dashed box with an icon, or a line (with an icon when given).
 *
 * @example
 * <ListEmpty text="Este lote aún no tiene movimientos." icon={mdiTimelineTextOutline} />
 */
export const ListEmpty = ({ text, icon, look = 'box' }: { text: string; icon?: string; look?: StateLook }) =>
  look === 'box' ? (
    <div className={boxClass}>
      <Icon path={icon ?? mdiTableOff} className="size-7 text-brand/70" />
      <p>{text}</p>
    </div>
  ) : (
    <p className={lineClass}>
      {icon && <Icon path={icon} className="size-5 shrink-0 text-brand" />}
      {text}
    </p>
  );

/**
 * A list that could not load: its words as an alert and, when it can be asked again, 'Reintentar'.
 *
 * @example
 * <ListFailure message="No se pudo cargar el historial" onRetry={list.reload} />
 */
export const ListFailure = ({
  message,
  onRetry,
  look = 'box',
}: {
  message: string;
  onRetry?: () => void;
  look?: StateLook;
}) =>
  look === 'box' ? (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-error/40 bg-error/10 px-4 py-3 text-sm text-foreground"
    >
      <Icon path={mdiAlertCircleOutline} className="size-6 shrink-0 text-error" />
      <span className="grow">{message}</span>
      {onRetry && (
        <button type="button" onClick={onRetry} className={buttonClass.secondary}>
          {uiTexts.table.retry}
        </button>
      )}
    </div>
  ) : (
    <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-error">
      {message}
      {onRetry && (
        <button type="button" onClick={onRetry} className={buttonClass.secondary}>
          {uiTexts.table.retry}
        </button>
      )}
    </p>
  );
