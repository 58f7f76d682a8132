import type { Bundle, BundleLink, Resource } from '@medplum/fhirtypes';

/** The default and the largest page of a search (`_count`). */
export const defaultCount = 20;
export const maxCount = 100;

/**
 * A search's answer: a `searchset` Bundle of the page's resources, each with its fullUrl,
 * a `self` link, and a `next` link while more pages follow; `total` when it is known.
 *
 * @example
 * searchset({ base, resources, self: c.req.url, next: hasMore ? nextUrl : undefined, total: 42 })
 */
export const searchset = ({
  base,
  resources,
  self,
  next,
  total,
}: {
  base: string;
  resources: readonly Resource[];
  self: string;
  next?: string;
  total?: number;
}): Bundle => {
  const link: BundleLink[] = [{ relation: 'self', url: self }];
  if (next !== undefined) link.push({ relation: 'next', url: next });
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    ...(total === undefined ? {} : { total }),
    link,
    entry: resources.map((resource) => ({
      fullUrl: `${base}/${resource.resourceType}/${resource.id}`,
      resource,
      search: { mode: 'match' },
    })),
  };
};

/**
 * The request's URL with some search parameters replaced: the `next` link of a page.
 *
 * @example
 * withParams('https://host/fhir/r4/Patient?name=ana', { _page: '2' }) // 'https://host/fhir/r4/Patient?name=ana&_page=2'
 */
export const withParams = (url: string, params: Readonly<Record<string, string>>) => {
  const next = new URL(url);
  for (const [key, value] of Object.entries(params)) next.searchParams.set(key, value);
  return next.toString();
};

/**
 * A search paged by id: the first `count` of `rows` (read with `count + 1` in id order, so one
 * more says another page follows) as a searchset, whose `next` link continues after the page's
 * last id (`_cursor`).
 *
 * @example
 * cursorSearchset({ base, url: c.req.url, rows, count: 20, resourceOf: organizationResource })
 */
export const cursorSearchset = <Row extends { id: number }>(page: {
  base: string;
  url: string;
  rows: readonly Row[];
  count: number;
  resourceOf: (row: Row) => Resource;
}): Bundle => {
  const { base, url, rows, count, resourceOf } = page;
  const shown = rows.slice(0, count);
  const last = shown.at(-1);
  return searchset({
    base,
    resources: shown.map(resourceOf),
    self: url,
    next:
      rows.length > count && last ? withParams(url, { _cursor: String(last.id), _count: String(count) }) : undefined,
  });
};
