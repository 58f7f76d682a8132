import { useCallback, useEffect, useState } from 'react';
import type { AnyEntity, EntityRow } from '../entity';
import { useEngine } from './EngineProvider';

export type EntityList = {
  /** The active rows (soft-deleted rows are never shown). */
  rows: readonly EntityRow[];
  /** True until the first answer; a reload keeps showing the rows it has. */
  isLoading: boolean;
  error: unknown;
  reload: () => void;
  /** Drops a row at once, before the reload that confirms it. */
  removeRow: (id: number) => void;
};

type ListState = { rows: readonly EntityRow[] | null; error: unknown; isFetching: boolean };

const noRows: readonly EntityRow[] = [];

/**
 * Loads the rows of an entity through the data provider. A newer load cancels an older one.
 *
 * @example
 * const { rows, isLoading, error, reload } = useEntityList(countries);
 */
export const useEntityList = (entity: AnyEntity): EntityList => {
  const { dataProvider } = useEngine();
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<ListState>({ rows: null, error: null, isFetching: true });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, error: null, isFetching: true }));
    dataProvider.getList(entity, { signal: controller.signal }).then(
      (rows) => {
        if (controller.signal.aborted) return;
        setState({ rows: rows.filter((row) => row.isActive !== false), error: null, isFetching: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, error, isFetching: false }));
      },
    );
    return () => controller.abort();
  }, [dataProvider, entity, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  const removeRow = useCallback(
    (id: number) =>
      setState((previous) => ({ ...previous, rows: previous.rows?.filter((row) => row.id !== id) ?? null })),
    [],
  );

  return {
    rows: state.rows ?? noRows,
    isLoading: state.rows === null && state.isFetching,
    error: state.error,
    reload,
    removeRow,
  };
};
