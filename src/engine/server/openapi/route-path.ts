/**
 * A Hono route path written the OpenAPI way, with the names of its parameters.
 *
 * @example
 * openApiPath('/vaccine-batches/:id/status/:status') // { path: '/vaccine-batches/{id}/status/{status}', params: ['id', 'status'] }
 */
export const openApiPath = (honoPath: string): { path: string; params: string[] } => {
  const params: string[] = [];
  const path = honoPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, (_match, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path, params };
};
