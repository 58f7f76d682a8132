import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { orgUnitLevels } from '../../domain/org-units';
import { http } from '../api/client';
import { useOwnPlace } from '../home/useOwnPlace';
import { nodeOf, type PlaceCenter, type PlaceChoice, type PlaceNode, placeTree } from './place-tree';

export type PlaceTree = {
  nodes: readonly PlaceNode[];
  isLoading: boolean;
  hasFailed: boolean;
  /** The tree's open items: a district's centres are read once it is opened. */
  open: (keys: readonly string[]) => void;
};

/** The most rows a whole list answers (`?limit=`): a network has fewer units, and a district fewer centres. */
const wholeList = '500';

const unitsAnswer = z.array(
  z.object({ id: z.int(), name: z.string(), level: z.enum(orgUnitLevels), parentId: z.int().nullable() }),
);
const centersAnswer = z.array(z.object({ id: z.int(), centerName: z.string(), orgUnitId: z.int().nullable() }));

const readCenters = async (query: Record<string, string>, signal: AbortSignal) =>
  centersAnswer.parse(await http.request('GET', '/vaccination-centers', { query, signal }));

/** The ids of the open items that are units ('u:4'), and the root's unit ('own'). */
const openUnitIds = (keys: readonly string[], ownUnitId: number | null) =>
  keys.flatMap((key) =>
    key === 'own' ? (ownUnitId === null ? [] : [ownUnitId]) : key.startsWith('u:') ? [Number(key.slice(2))] : [],
  );

/**
 * The places the signed-in account may ask the figures of, as the picker's tree: its own place
 * first, then the units below it (`GET /org-units`), and the centres of each district once it
 * is opened (`GET /vaccination-centers?orgUnitId=`, a national network holds thousands), those
 * of a district account's own district and of the centre `choice` names (a shared link) at
 * once. Each request answers only what the account may see. Empty while the place or the
 * units load; a failure is logged for developers and leaves the picker with nothing to choose.
 *
 * @example
 * const { nodes, isLoading, open } = usePlaceTree({ kind: 'center', id: 7 });
 */
export const usePlaceTree = (choice: PlaceChoice = null): PlaceTree => {
  const own = useOwnPlace();
  const units = useQuery({
    queryKey: ['places', 'org-units'],
    queryFn: async ({ signal }) =>
      unitsAnswer.parse(await http.request('GET', '/org-units', { query: { limit: wholeList }, signal })),
  });
  const chosenId = choice?.kind === 'center' ? choice.id : null;
  const chosen = useQuery({
    queryKey: ['places', 'center', chosenId],
    queryFn: ({ signal }) => readCenters({ ids: String(chosenId) }, signal),
    enabled: chosenId !== null,
  });
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const ownUnitId = own.place?.level === 'center' ? null : (own.place?.id ?? null);
  const districtIds = useMemo(() => {
    const districts = new Set((units.data ?? []).filter((unit) => unit.level === 'district').map((unit) => unit.id));
    const wanted = new Set(opened);
    if (ownUnitId !== null) wanted.add(ownUnitId);
    const chosenDistrict = chosen.data?.[0]?.orgUnitId;
    if (chosenDistrict !== undefined && chosenDistrict !== null) wanted.add(chosenDistrict);
    return [...wanted].filter((id) => districts.has(id)).sort((a, b) => a - b);
  }, [units.data, opened, ownUnitId, chosen.data]);
  // One answer for every district asked, kept while none of them changes (the tree is rebuilt only then).
  const combine = useCallback(
    (results: readonly UseQueryResult<PlaceCenter[]>[]) => ({
      rows: results.flatMap((result) => result.data ?? []),
      loaded: new Set(districtIds.filter((_, index) => results[index]?.isSuccess)),
      loading: new Set(districtIds.filter((_, index) => results[index]?.isPending)),
      error: results.find((result) => result.error)?.error ?? null,
    }),
    [districtIds],
  );
  const centers = useQueries({
    queries: districtIds.map((id) => ({
      queryKey: ['places', 'vaccination-centers', id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        readCenters({ orgUnitId: String(id), limit: wholeList }, signal),
    })),
    combine,
  });
  const nodes = useMemo(
    () =>
      own.place && units.data
        ? placeTree({ place: own.place, units: units.data, centers: centers.rows, districts: centers })
        : [],
    [own.place, units.data, centers],
  );
  const open = useCallback(
    (keys: readonly string[]) => {
      const ids = openUnitIds(keys, ownUnitId);
      setOpened((current) => (ids.every((id) => current.has(id)) ? current : new Set([...current, ...ids])));
    },
    [ownUnitId],
  );
  const error = own.error ?? units.error ?? centers.error;
  useEffect(() => {
    if (error) console.error('Could not load the places to choose from', error);
  }, [error]);
  const isChoiceLoading = chosenId !== null && nodeOf(nodes, choice) === undefined && !chosen.isError;
  return {
    nodes,
    isLoading: (nodes.length === 0 && !error) || (isChoiceLoading && (chosen.isPending || centers.loading.size > 0)),
    hasFailed: error !== null,
    open,
  };
};
