import { createContext, type ReactNode, use, useMemo } from 'react';
import type { DataProvider } from '../data-provider';
import type { AnyEntity } from '../entity';
import type { Notify } from '../notify';
import { createRegistry, type EntityRegistry } from '../registry';

export type { Notify };

export type Engine = {
  dataProvider: DataProvider;
  notify: Notify;
  registry: EntityRegistry;
};

export type EngineProviderProps = {
  dataProvider: DataProvider;
  notify: Notify;
  entities: readonly AnyEntity[];
  children: ReactNode;
};

const EngineContext = createContext<Engine | null>(null);

/**
 * Gives the engine's pages its data provider, its notifier and the registered entities.
 *
 * @example
 * <EngineProvider dataProvider={restProvider} notify={messageBar} entities={entities}>
 *   <App />
 * </EngineProvider>
 */
export function EngineProvider({ dataProvider, notify, entities, children }: EngineProviderProps) {
  const registry = useMemo(() => createRegistry(entities), [entities]);
  const engine = useMemo(() => ({ dataProvider, notify, registry }), [dataProvider, notify, registry]);
  return <EngineContext value={engine}>{children}</EngineContext>;
}

/**
 * The engine of the nearest {@link EngineProvider}.
 *
 * @example
 * const { dataProvider, notify } = useEngine();
 */
export const useEngine = (): Engine => {
  const engine = use(EngineContext);
  if (!engine) throw new Error('useEngine must be used inside <EngineProvider>');
  return engine;
};
