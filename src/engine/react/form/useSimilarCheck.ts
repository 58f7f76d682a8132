import { useCallback, useRef, useState } from 'react';
import type { AnyEntity, EntityRow, SimilarCheck } from '../../contract/entity';
import type { FormValues } from '../../contract/form-fields';
import { type SimilarRowView, similarQueryOf, similarRowView } from '../../contract/similar';
import { useEngine } from '../EngineProvider';

/** The warning a register form shows: the matches and the two ways on. */
export type SimilarRowsState = {
  texts: SimilarCheck['texts'];
  views: readonly SimilarRowView[];
  /** Goes on with this existing row instead (the form is emptied). */
  use: (row: EntityRow) => void;
  /** Saves the typed record after all. */
  registerAnyway: () => void;
};

type SimilarCheckOptions = {
  entity: AnyEntity;
  /** What 'use this one' does; without it the form never checks (it could not offer the choice). */
  onUse?: (row: EntityRow) => void;
};

/**
 * The similar-rows check of a register form (the config's `similar`): before a create, `holds`
 * asks the server for rows that may be the same record and, when some come back, keeps them for
 * the warning and tells the form to wait. `confirm` lets the next save through unchecked. A
 * failed check never blocks a registration: it is logged and the save goes on.
 *
 * @example
 * const similar = useSimilarCheck({ entity: patients, onUse: openPatient });
 * if (await similar.holds(values)) return;
 */
export const useSimilarCheck = ({ entity, onUse }: SimilarCheckOptions) => {
  const { dataProvider } = useEngine();
  const check = onUse ? entity.similar : undefined;
  // The rows found, and the query (as JSON) they were found for.
  const [found, setFound] = useState<{ query: string; rows: readonly EntityRow[] }>(nothingFound);
  const isConfirmed = useRef(false);

  const holds = useCallback(
    async (values: Readonly<FormValues>): Promise<boolean> => {
      const query = check && similarQueryOf(check, values);
      if (!query || isConfirmed.current) {
        isConfirmed.current = false;
        return false;
      }
      try {
        const rows = await dataProvider.similar(entity, query);
        setFound({ query: JSON.stringify(query), rows });
        return rows.length > 0;
      } catch (error) {
        console.error(`Could not check for similar ${entity.name}`, error);
        return false;
      }
    },
    [check, dataProvider, entity],
  );

  const confirm = useCallback(() => {
    isConfirmed.current = true;
    setFound(nothingFound);
  }, []);

  /** The warning for the values shown now: gone once a compared field changes. */
  const state = (options: {
    values: Readonly<FormValues>;
    resubmit: () => void;
    reset: () => void;
  }): SimilarRowsState | null => {
    const query = check && similarQueryOf(check, options.values);
    if (!check || !onUse || !query || found.rows.length === 0 || JSON.stringify(query) !== found.query) return null;
    return {
      texts: check.texts,
      views: found.rows.map((row) => similarRowView(entity, row)),
      use: (row) => {
        setFound(nothingFound);
        options.reset();
        onUse(row);
      },
      registerAnyway: () => {
        confirm();
        options.resubmit();
      },
    };
  };

  return { holds, state };
};

const nothingFound = { query: '', rows: [] };
