import type { AnyEntity, EntityRouteConfig } from '../../contract/entity';
import type { EntityRegistry } from '../../contract/registry';
import type { WriteTrail } from '../audit/write-trail';
import type { AuthUser } from '../auth/auth-guard';
import { routeProblems } from '../entity-routes';
import type { Repository } from '../repository';
import type { DeclaredHandler, ReadContext, RouteReply } from '../routes/route-handler';
import type { RouteInput } from '../routes/route-input';
import type { Db } from '../schema/database';

/** Parsed values of a write, by field name, as the schema gives them (booleans as booleans). */
export type Values = Record<string, unknown>;

/** A row as stored: its columns (booleans as 0/1), active or not. */
export type StoredRow = Readonly<Record<string, unknown>>;

/**
 * What a hook or a route's handler sees: the write's transaction, the entity, who writes, the
 * storage, and the trail of the other rows it creates or changes (see `WriteTrail`).
 */
export type WriteContext = { db: Db; entity: AnyEntity; user: AuthUser; repository: Repository; trail: WriteTrail };

/** A create, or an update of the row `id`, whose stored row before the write is `original`. */
export type ChangeTarget =
  | { operation: 'create'; id?: undefined; original?: undefined }
  | { operation: 'update'; id: number; original: StoredRow };

export type BeforeChange = (args: ChangeTarget & { values: Values; context: WriteContext }) => Promise<Values>;

export type AfterChange = (
  args: ({ operation: 'create'; original?: undefined } | { operation: 'update'; original: StoredRow }) & {
    id: number;
    values: Values;
    context: WriteContext;
  },
) => Promise<void>;

export type DeleteHook = (args: { id: number; original: StoredRow; context: WriteContext }) => Promise<void>;

/**
 * Hooks around the writes the engine owns (insert, update, soft delete), all run inside the
 * write's transaction: a hook that throws undoes the whole write. `beforeChange` returns the
 * values to store (it may add server-set ones); an `ApiFailure` it throws is the answer, a
 * `RevertWrite` answers `{ rolledBack: true, message }`. Update and delete hooks see the
 * stored row even when it is inactive, so they may refuse it with their own answer; the
 * engine answers 404 for it after them.
 */
export type LifecycleHooks = {
  beforeChange?: BeforeChange;
  afterChange?: AfterChange;
  beforeDelete?: DeleteHook;
  afterDelete?: DeleteHook;
  /** Around a restore (the undo of a delete), with the inactive stored row: take back what the delete gave. */
  beforeRestore?: DeleteHook;
  afterRestore?: DeleteHook;
};

/** The engine's own writes of an action's row, with their hooks, in the action's transaction. */
export type RowWrites = {
  update: (values: Values) => Promise<void>;
  remove: () => Promise<void>;
};

/**
 * The server side of an action the entity's config declares (`actions`): the engine mounts
 * its route, checks its access, finds its row (404 when there is none; active or not) and
 * answers the row's GET shape after it, all in one transaction.
 */
export type ActionHandler = (args: {
  id: number;
  /** The route's other parameters, such as `status` of `:id/status/:status`. */
  params: Readonly<Record<string, string>>;
  original: StoredRow;
  context: WriteContext;
  row: RowWrites;
}) => Promise<void>;

/**
 * A declared route's handler whatever its route: the engine parsed its input with that route's
 * schemas and gives it the context its method needs (a method, so a handler of one route fits).
 */
export type AnyRouteHandler = {
  handle(input: RouteInput, context: ReadContext | WriteContext): Promise<RouteReply>;
}['handle'];

/** The declared routes of an entity, as its config's literal types keep them. */
type RoutesOf<TEntity> = TEntity extends { routes?: infer TRoutes extends readonly EntityRouteConfig[] }
  ? TRoutes
  : readonly [];

/** One handler per route the config declares, by its name, its input typed by the route's schemas. */
export type RouteHandlers<TRoutes extends readonly EntityRouteConfig[]> = {
  [TName in TRoutes[number]['name']]: DeclaredHandler<Extract<TRoutes[number], { name: TName }>>;
};

export type BehaviourHooks<TRoutes extends readonly EntityRouteConfig[] = readonly EntityRouteConfig[]> =
  LifecycleHooks & {
    actions?: Readonly<Record<string, ActionHandler>>;
    /** The handlers of the routes its config declares (`routes`), by name. */
    routes?: RouteHandlers<TRoutes>;
  };

/** Server-side behaviour of one entity beyond plain storage, keyed by its config. */
export type EntityBehaviour = LifecycleHooks & {
  entity: AnyEntity;
  actions?: Readonly<Record<string, ActionHandler>>;
  routes?: Readonly<Record<string, AnyRouteHandler>>;
};

/**
 * Declares the server-side behaviour of an entity: lifecycle hooks, and the handlers of the
 * actions and routes its config declares.
 *
 * @example
 * export const countryBehaviour = defineBehaviour(countries, {
 *   beforeChange: async ({ values }) => ({ ...values, nameCountry: String(values.nameCountry).trim() }),
 *   routes: { similar: async ({ query }, { db }) => answer(200, { items: await similarCountries(db, query.q) }) },
 * });
 */
export const defineBehaviour = <TEntity extends AnyEntity>(
  entity: TEntity,
  hooks: BehaviourHooks<RoutesOf<TEntity>>,
): EntityBehaviour => ({ entity, ...hooks, routes: hooks.routes });

/**
 * Matches behaviours to the registered entities by name, and fails the start with a clear
 * error unless each behaviour's entity is registered (once), every action and route an entity
 * declares has a handler, every handler is declared, every action's route names the row
 * (`:id`), and no declared route takes a CRUD route's path.
 *
 * @example
 * const byEntity = checkBehaviours(registry, [countryBehaviour]);
 * byEntity.get('countries') // countryBehaviour
 */
export const checkBehaviours = (
  registry: EntityRegistry,
  behaviours: readonly EntityBehaviour[],
): ReadonlyMap<string, EntityBehaviour> => {
  const byEntity = new Map<string, EntityBehaviour>();
  for (const behaviour of behaviours) {
    const { name } = behaviour.entity;
    if (!registry.all.some((entity) => entity.name === name)) {
      throw new Error(`A behaviour is defined for entity "${name}", which is not registered`);
    }
    if (byEntity.has(name)) throw new Error(`Entity "${name}" has more than one behaviour`);
    byEntity.set(name, behaviour);
  }
  for (const entity of registry.all) {
    const handlers = byEntity.get(entity.name)?.actions ?? {};
    const declared = entity.actions ?? [];
    for (const action of declared) {
      if (!handlers[action.name]) {
        throw new Error(`Entity "${entity.name}" declares action "${action.name}" but its behaviour has no handler`);
      }
      if (!action.route.split('/').includes(':id')) {
        throw new Error(`Action "${action.name}" of entity "${entity.name}" has a route without ":id"`);
      }
    }
    for (const name of Object.keys(handlers)) {
      if (!declared.some((action) => action.name === name)) {
        throw new Error(
          `The behaviour of entity "${entity.name}" handles action "${name}", which its config does not declare`,
        );
      }
    }
    const [routeProblem] = routeProblems(entity, byEntity.get(entity.name)?.routes ?? {});
    if (routeProblem) throw new Error(routeProblem);
  }
  return byEntity;
};
