import { useEffect, useState } from 'react';
import type { Reference } from '../../entity';
import { type ReferenceOption, referenceOptionsOf } from '../../reference-options';
import { useEngine } from '../EngineProvider';

export type ReferenceOptions = { options: readonly ReferenceOption[]; isLoading: boolean; error: unknown };

/**
 * Loads the rows a reference field can point to, as select options.
 *
 * @example
 * const { options, isLoading } = useReferenceOptions(field.reference);
 */
export const useReferenceOptions = (reference: Reference): ReferenceOptions => {
  const { dataProvider, registry } = useEngine();
  const [state, setState] = useState<ReferenceOptions>({ options: [], isLoading: true, error: null });

  useEffect(() => {
    const controller = new AbortController();
    setState({ options: [], isLoading: true, error: null });
    dataProvider.getList(registry.get(reference.entity), { signal: controller.signal }).then(
      (rows) => {
        if (!controller.signal.aborted)
          setState({ options: referenceOptionsOf(rows, reference), isLoading: false, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ options: [], isLoading: false, error });
      },
    );
    return () => controller.abort();
  }, [dataProvider, registry, reference]);

  return state;
};
