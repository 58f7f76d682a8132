import type { AnyEntity } from '../engine';
import { entities as productEntities } from '../entities';

/**
 * The entities the client knows: their pages, menu entries, guards and the engine's configs.
 * The one module a fixture build (`vite build --mode fixture`) resolves to the test registry,
 * so the product's builds never carry a test entity.
 */
export const entities: readonly AnyEntity[] = productEntities;
