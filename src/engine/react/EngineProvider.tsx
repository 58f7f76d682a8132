import { createContext, type ReactNode, use, useMemo } from 'react';
import { isAllowed } from '../contract/access';
import { type Action, type AnyEntity, isRouteBacked } from '../contract/entity';
import { createRegistry, type EntityRegistry } from '../contract/registry';
import type { DataProvider } from '../data-provider';
import type { Notify } from '../notify';
import type { WidgetProps } from './fields/FieldControl';

/** A widget the app draws a field with, by the name the field's `widget` gives (a place's picker). */
export type AppWidget = (props: WidgetProps) => ReactNode;

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
  /** The app's widgets, by the name a field's `widget` gives. */
  widgets: Readonly<Record<string, AppWidget>>;
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
  /** The app's widgets for the fields that name one (`widget`): a value the engine has no widget for. */
  widgets?: Readonly<Record<string, AppWidget>>;
  children: ReactNode;
};

const EngineContext = createContext<Engine | null>(null);

const noWidgets: Readonly<Record<string, AppWidget>> = {};

/**
 * A write of the country's reference data (an entity without a `scope` rule), which an account of
 * part of the network may not make; a route-backed entity's routes check the caller's places themselves.
 */
const isReferenceWrite = (entity: AnyEntity, action: Action) =>
  action !== 'read' && entity.scope === undefined && !isRouteBacked(entity);

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
  widgets = noWidgets,
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
        (isAllowed(entity.access, action, role) && !(isScoped && isReferenceWrite(entity, action))),
      hasRole: (roles: readonly string[]) => role === undefined || (typeof role === 'string' && roles.includes(role)),
      canReadAudit: typeof role === 'string' && (auditRoles ?? []).includes(role),
      navigate,
      widgets,
    }),
    [dataProvider, notify, registry, role, isScoped, auditRoles, navigate, widgets],
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
