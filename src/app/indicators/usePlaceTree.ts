import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { z } from 'zod';
import { orgUnitLevels } from '../../domain/org-units';
import { http } from '../api/client';
import { useOwnPlace } from '../home/useOwnPlace';
import { type PlaceNode, placeTree } from './place-tree';

export type PlaceTree = { nodes: readonly PlaceNode[]; isLoading: boolean; hasFailed: boolean };

/** The most rows a whole list answers (`?limit=`): a network has far fewer units or centres. */
const wholeList = { limit: '500' };

const unitsAnswer = z.array(
  z.object({ id: z.int(), name: z.string(), level: z.enum(orgUnitLevels), parentId: z.int().nullable() }),
);
const centersAnswer = z.array(z.object({ id: z.int(), centerName: z.string(), orgUnitId: z.int().nullable() }));

/**
 * The places the signed-in account may ask the figures of, as the picker's tree: its own place
 * first, then the units and centres below it (`GET /org-units`, `GET /vaccination-centers`, each
 * answering only what the account may see). Empty while any of the three loads; a failure is
 * logged for developers and leaves the picker with nothing to choose.
 *
 * @example
 * const { nodes, isLoading } = usePlaceTree();
 */
export const usePlaceTree = (): PlaceTree => {
  const own = useOwnPlace();
  const units = useQuery({
    queryKey: ['places', 'org-units'],
    queryFn: async ({ signal }) =>
      unitsAnswer.parse(await http.request('GET', '/org-units', { query: wholeList, signal })),
  });
  const centers = useQuery({
    queryKey: ['places', 'vaccination-centers'],
    queryFn: async ({ signal }) =>
      centersAnswer.parse(await http.request('GET', '/vaccination-centers', { query: wholeList, signal })),
  });
  const nodes = useMemo(
    () =>
      own.place && units.data && centers.data
        ? placeTree({ place: own.place, units: units.data, centers: centers.data })
        : [],
    [own.place, units.data, centers.data],
  );
  const error = own.error ?? units.error ?? centers.error;
  useEffect(() => {
    if (error) console.error('Could not load the places to choose from', error);
  }, [error]);
  return { nodes, isLoading: nodes.length === 0 && !error, hasFailed: error !== null };
};
