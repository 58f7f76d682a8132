import type { EntityConfig, FormAction } from './entity';
import { shapeKeysOf } from './schema-shape';

/**
 * What is wrong with an entity's form actions, checked when its config loads: each names a
 * declared `post` route that names the row (`/:id/...`), and each field is a key of its schema.
 *
 * @example
 * formActionProblems({ name: 'vaccine-batches', routes: [], formActions: [discard] })
 * // ['Form action "Dar de baja" of entity "vaccine-batches" names no declared route "discards"']
 */
export const formActionProblems = ({
  name,
  routes = [],
  formActions = [],
}: {
  name: string;
  routes?: EntityConfig['routes'];
  formActions?: readonly FormAction[];
}): string[] =>
  formActions.flatMap((action) => {
    const where = `Form action "${action.label}" of entity "${name}"`;
    const route = routes.find((candidate) => candidate.name === action.route);
    const keys = new Set(shapeKeysOf(action.schema));
    return [
      ...(route ? [] : [`${where} names no declared route "${action.route}"`]),
      ...(route && (route.method !== 'post' || !route.path.includes(':id'))
        ? [`${where} needs a post route naming the row (/:id/...), not ${route.method} ${route.path}`]
        : []),
      ...action.fields
        .filter((field) => !keys.has(field.name))
        .map((field) => `${where} shows the field "${field.name}", which its schema lacks`),
    ];
  });
