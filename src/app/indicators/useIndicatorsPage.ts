import { useMemo } from 'react';
import type { PlaceGrouping } from '../../domain/indicator-queries';
import { saveFile, useEngine } from '../../engine/react';
import type { IndicatorParams } from './indicators-api';
import { indicatorsCsv, indicatorsFileName } from './indicators-csv';
import { groupingsBelow, nodeOf, type PlaceChoice, type PlaceNode } from './place-tree';
import { indicatorTexts } from './texts';
import { useIndicatorFilters } from './useIndicatorFilters';
import { shownItems, useIndicators } from './useIndicators';
import { usePlaceTree } from './usePlaceTree';
import { useVaccineOptions } from './useVaccineOptions';

/**
 * Everything the /indicadores page shows: its filters (kept in the link), the places and
 * vaccines to choose from, the levels the chosen place may be broken down by, the three
 * indicators for the filters, and the CSV of what is shown (offered once all three are in).
 *
 * @example
 * const { filters, places, groupBy, indicators, exportCsv } = useIndicatorsPage();
 */
export const useIndicatorsPage = () => {
  const { notify } = useEngine();
  const filters = useIndicatorFilters();
  const vaccines = useVaccineOptions();
  const { year, month, centerId, orgUnitId, vaccineId } = filters.filters;
  const choice: PlaceChoice = useMemo(
    () =>
      centerId !== null
        ? { kind: 'center', id: centerId }
        : orgUnitId !== null
          ? { kind: 'unit', id: orgUnitId }
          : null,
    [centerId, orgUnitId],
  );
  const tree = usePlaceTree(choice);
  const node = nodeOf(tree.nodes, choice);
  const level = node?.level ?? (choice?.kind === 'center' ? 'center' : null);
  // Until the tree is in, the grouping of a shared link stands; then only a level below the place does.
  const groupings: readonly PlaceGrouping[] = node
    ? groupingsBelow(node.level)
    : filters.filters.groupBy === null
      ? []
      : [filters.filters.groupBy];
  const groupBy =
    filters.filters.groupBy !== null && groupings.includes(filters.filters.groupBy) ? filters.filters.groupBy : null;
  const params: IndicatorParams = useMemo(() => ({ ...filters.filters, groupBy }), [filters.filters, groupBy]);
  const indicators = useIndicators(params);
  const choose = ({ choice: next, level }: PlaceNode) =>
    filters.change({
      centerId: next?.kind === 'center' ? next.id : null,
      orgUnitId: next?.kind === 'unit' ? next.id : null,
      groupBy: groupBy !== null && groupingsBelow(level).includes(groupBy) ? groupBy : null,
    });

  const coverage = shownItems(indicators.coverage);
  const dropout = shownItems(indicators.dropout);
  const zeroDose = shownItems(indicators.zeroDose);
  const placeName = node?.name ?? (choice === null ? indicatorTexts.wholeNetwork : String(choice.id));
  const nameOf = (options: readonly { value: number; label: string }[], id: number | null, all: string) =>
    id === null ? all : (options.find((option) => option.value === id)?.label ?? String(id));

  const exportCsv =
    coverage && dropout && zeroDose
      ? () => {
          const text = indicatorsCsv({
            filters: {
              year,
              month: month === null ? indicatorTexts.wholeYear : (indicatorTexts.months[month - 1] ?? String(month)),
              place: placeName,
              groupBy: groupBy === null ? indicatorTexts.noGrouping : indicatorTexts.groupings[groupBy],
              vaccine: nameOf(vaccines.options, vaccineId, indicatorTexts.allVaccines),
            },
            placeHeaders: placeHeaders({ groupBy, level }),
            coverage,
            dropout,
            zeroDose,
          });
          const fileName = indicatorsFileName({ year, month });
          saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
          notify.success(indicatorTexts.exported(fileName));
        }
      : null;

  return {
    filters,
    params,
    placeName,
    places: { tree, choice, choose },
    groupings,
    groupBy,
    level,
    vaccines,
    indicators,
    exportCsv,
  };
};

/**
 * The header of each table's place column: the level of a breakdown ('Centro', 'Distrito',
 * 'Región'); without one, 'Centro' where the rows are centres (a centre chosen, and the
 * zero-dose count, always per catchment centre) and 'Lugar' for a unit's or the network's own.
 *
 * @example
 * placeHeaders({ groupBy: null, level: 'district' }) // { figures: 'Lugar', zeroDose: 'Centro' }
 */
export const placeHeaders = ({
  groupBy,
  level,
}: {
  groupBy: PlaceGrouping | null;
  level: PlaceNode['level'] | null;
}): { figures: string; zeroDose: string } => {
  if (groupBy !== null)
    return { figures: indicatorTexts.groupings[groupBy], zeroDose: indicatorTexts.groupings[groupBy] };
  const center = indicatorTexts.groupings.center;
  return { figures: level === 'center' ? center : indicatorTexts.placeColumn, zeroDose: center };
};
