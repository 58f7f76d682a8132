import { mdiArrowLeft, mdiFileDocumentRemoveOutline } from '@mdi/js';
import type { ReactNode } from 'react';
import type { AnyEntity, EntityRow, ViewFigure, ViewTable } from '../../contract/entity';
import { recordLabel } from '../../contract/labels';
import { failureMessage } from '../../failure';
import { uiTexts } from '../../ui-texts';
import { useEngine } from '../EngineProvider';
import { Icon } from '../Icon';
import { ListFailure, ListLoading } from '../list/ListStates';
import { buttonClass, cardClass } from '../styles';
import { RecordActions } from './RecordActions';
import { RecordFigures } from './RecordFigures';
import { RecordTables } from './RecordTables';
import { useRecord } from './useRecord';

export type RecordViewProps = {
  entity: AnyEntity;
  /** The record's id as its path holds it (`'4'` of `/lotes/4`). */
  id: string | undefined;
  /** Its figures; default the entity's columns. */
  figures?: readonly ViewFigure[];
  /** The tables of the lists its record holds (its view's `tables`: a transfer's lines). */
  tables?: readonly ViewTable[];
  /** The document's title for a text ('Lote LT-001'), as the app writes titles. */
  pageTitle?: (text: string) => ReactNode;
  /** What the app shows below the figures and actions (a lot's ledger and recipients). */
  children?: (row: EntityRow) => ReactNode;
};

/**
 * An entity's record view, declared by its config (`views`, kind `'record'`): the way back to
 * its page, its heading ('Lote LT-2026-001', focusable by script), its figures, its form actions
 * as labelled buttons opening their dialogs, the tables of the lists it holds, then what `children` adds. A record that does not
 * exist says so with the way back; a failed load says why, with 'Reintentar'.
 *
 * @example
 * <RecordView entity={vaccineBatches} id={params.id}>{(batch) => <BatchLedger batch={batch} />}</RecordView>
 */
export function RecordView({
  entity,
  id,
  figures = entity.columns,
  tables = [],
  pageTitle,
  children,
}: RecordViewProps) {
  const record = useRecord(entity, id);
  const { labels } = entity;
  if (record.kind === 'notFound') {
    return (
      <div className="flex justify-center py-16">
        {pageTitle?.(uiTexts.record.notFoundTitle(labels))}
        <div className={`${cardClass} w-full max-w-md p-8 text-center`}>
          <span className="mx-auto mb-5 inline-flex size-14 items-center justify-center rounded-2xl bg-brand/10 text-brand">
            <Icon path={mdiFileDocumentRemoveOutline} className="size-8" />
          </span>
          <h1 tabIndex={-1} className="text-2xl font-semibold tracking-tight text-foreground outline-none">
            {uiTexts.record.notFoundTitle(labels)}
          </h1>
          <p className="mt-2 mb-7 text-sm text-muted">{uiTexts.record.notFoundText(labels)}</p>
          <BackLink entity={entity} className={buttonClass.primary} />
        </div>
      </div>
    );
  }
  const title = record.kind === 'ready' ? `${labels.singular} ${recordLabel(entity, record.row)}` : labels.singular;
  return (
    <div className="flex flex-col gap-6">
      {pageTitle?.(title)}
      <div>
        <BackLink entity={entity} className={`${buttonClass.ghost} -ml-3`} />
      </div>
      <h1 tabIndex={-1} className="text-2xl font-semibold tracking-tight text-foreground outline-none sm:text-3xl">
        {title}
      </h1>
      {record.kind === 'loading' && <ListLoading text={uiTexts.record.loading(labels)} look="line" />}
      {record.kind === 'failed' && (
        <ListFailure message={failureMessage(record.error, uiTexts.failures.load)} onRetry={record.retry} />
      )}
      {record.kind === 'ready' && (
        <>
          <RecordFigures entity={entity} figures={figures} row={record.row} />
          <RecordActions entity={entity} row={record.row} />
          <RecordTables tables={tables} row={record.row} />
          {children?.(record.row)}
        </>
      )}
    </div>
  );
}

/** 'Volver a Lotes': the entity's page, opened in the app. */
const BackLink = ({ entity, className }: { entity: AnyEntity; className: string }) => {
  const { navigate } = useEngine();
  const href = entity.page ? `/${entity.page.path}` : '/';
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        const isPlainClick = event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
        if (!navigate || !isPlainClick) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      <Icon path={mdiArrowLeft} />
      {uiTexts.record.back(entity.labels.plural)}
    </a>
  );
};
