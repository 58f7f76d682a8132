import { createContext, type ReactNode, use, useMemo } from 'react';
import { isAllowed } from '../contract/access';
import type { Action, AnyEntity } from '../contract/entity';
import { createRegistry, type EntityRegistry } from '../contract/registry';
import type { DataProvider } from '../data-provider';
import type { Notify } from '../notify';

export type { Notify };

export type Engine = {
  dataProvider: DataProvider;
  notify: Notify;
  registry: EntityRegistry;
  /** Whether the signed-in account may do this to the entity (its role, and its scope for writes): pages offer only what the API allows. */
  can: (entity: AnyEntity, action: Action) => boolean;
  /** Whether the signed-in role is among these (a view's roles): links offer only the pages a role may open. */
  hasRole: (roles: readonly string[]) => boolean;
  /** Whether the signed-in role may read the audit trail (a record's 'Historial'). */
  canReadAudit: boolean;
  /** Opens a page of the app without reloading it (a row's link); absent, links load the page. */
  navigate?: (path: string) => void;
};

export type EngineProviderProps = {
  dataProvider: DataProvider;
  notify: Notify;
  entities: readonly AnyEntity[];
  /** The signed-in role; without one (a page rendered alone) every action is offered and the API decides. */
  role?: string | null;
  /**
   * The signed-in account holds a part of the network only (a centre or a unit): the country's
   * reference data (an entity without a `scope` rule) is read-only for it, as the API says.
   */
  isScoped?: boolean;
  /** The roles that may read the audit trail; nobody unless given. */
  auditRoles?: readonly string[];
  /** The app router's navigation, for the rows' links. */
  navigate?: (path: string) => void;
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
export function EngineProvider({
  dataProvider,
  notify,
  entities,
  role,
  isScoped = false,
  auditRoles,
  navigate,
  children,
}: EngineProviderProps) {
  const registry = useMemo(() => createRegistry(entities), [entities]);
  const engine = useMemo(
    () => ({
      dataProvider,
      notify,
      registry,
      can: (entity: AnyEntity, action: Action) =>
        role === undefined ||
        (isAllowed(entity.access, action, role) && !(isScoped && action !== 'read' && entity.scope === undefined)),
      hasRole: (roles: readonly string[]) => role === undefined || (typeof role === 'string' && roles.includes(role)),
      canReadAudit: typeof role === 'string' && (auditRoles ?? []).includes(role),
      navigate,
    }),
    [dataProvider, notify, registry, role, isScoped, auditRoles, navigate],
  );
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
