import {
  mdiCheck,
  mdiChevronRight,
  mdiEarth,
  mdiHospitalBuilding,
  mdiMapMarkerRadiusOutline,
  mdiMapOutline,
} from '@mdi/js';
import { useMemo } from 'react';
import { Icon } from '../../../engine/react';
import type { PlaceLevel, PlaceNode } from '../place-tree';
import { indicatorTexts } from '../texts';
import { useTreeView } from './useTreeView';

export const levelIcons: Readonly<Record<PlaceLevel, string>> = {
  national: mdiEarth,
  region: mdiMapOutline,
  district: mdiMapMarkerRadiusOutline,
  center: mdiHospitalBuilding,
};

/** What a screen reader hears of a place: its name, its level, and the unit it lies in. */
const spokenName = (node: PlaceNode) =>
  `${node.name}, ${indicatorTexts.placeLevels[node.level]}${node.parentName ? indicatorTexts.placeWithin(node.parentName) : ''}`;

// The item takes the focus, its row shows it: an outline on the item would draw round its open children too.
const itemClass =
  'outline-none [&:focus-visible>div]:outline-2 [&:focus-visible>div]:-outline-offset-2 [&:focus-visible>div]:outline-focus';

/**
 * The places as a tree (national, region, district, centre): each a row with its icon, name and level,
 * indented under its unit, a chevron to open or close a unit with places below it, a check on the
 * chosen one. A click on a row chooses it; the keyboard as `useTreeView` says. A district whose
 * centres are read on opening opens at once, busy until they are in (`onOpen` asks for them).
 */
export const PlaceTreeView = ({
  nodes,
  selectedKey,
  onSelect,
  onOpen,
}: {
  nodes: readonly PlaceNode[];
  selectedKey: string;
  onSelect: (node: PlaceNode) => void;
  onOpen?: (keys: readonly string[]) => void;
}) => {
  const byKey = useMemo(() => new Map(nodes.map((node) => [node.key, node])), [nodes]);
  const choose = (key: string) => {
    const node = byKey.get(key);
    if (node) onSelect(node);
  };
  const tree = useTreeView({
    lines: nodes,
    nameOf: (key) => byKey.get(key)?.name ?? '',
    selectedKey,
    onSelect: choose,
    onOpen,
  });
  const item = (key: string) => {
    const node = byKey.get(key);
    if (!node) return null;
    const children = tree.childrenOf(key);
    const isParent = tree.isParent(key);
    const isExpanded = tree.isExpanded(key);
    const isSelected = key === selectedKey;
    return (
      <li
        key={key}
        {...tree.itemProps(key, node.depth)}
        aria-label={spokenName(node)}
        aria-busy={(isExpanded && node.isBusy) || undefined}
        className={itemClass}
      >
        <div
          style={{ paddingInlineStart: `${0.25 + node.depth * 1.25}rem` }}
          className={`flex min-h-10 cursor-pointer items-center gap-2 rounded-md pr-3 text-foreground hover:bg-surface-muted ${isSelected ? 'bg-primary/10' : ''}`}
        >
          {isParent ? (
            // The pointer's way to open or close (the keyboard's: Right and Left), inside the item: no tab stop of its own.
            <span
              data-tree-toggle=""
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-muted hover:text-foreground"
            >
              <Icon
                path={mdiChevronRight}
                className={`size-5 transition-transform motion-reduce:transition-none ${isExpanded ? 'rotate-90' : ''}`}
              />
            </span>
          ) : (
            <span className="size-8 shrink-0" />
          )}
          <Icon path={levelIcons[node.level]} className="size-4 shrink-0 text-muted" />
          <span className={`min-w-0 flex-1 break-words ${node.depth === 0 || isSelected ? 'font-semibold' : ''}`}>
            {node.name}
          </span>
          <span className="shrink-0 text-xs text-muted">{indicatorTexts.placeLevels[node.level]}</span>
          <Icon path={mdiCheck} className={`size-4 shrink-0 text-brand ${isSelected ? '' : 'invisible'}`} />
        </div>
        {isParent && isExpanded && (
          // biome-ignore lint/a11y/useSemanticElements: a tree's group of items is a list with the group role
          <ul role="group">{children.map(item)}</ul>
        )}
      </li>
    );
  };
  return (
    <ul {...tree.treeProps} aria-label={indicatorTexts.place} className="py-1 text-sm">
      {tree.roots.map(item)}
    </ul>
  );
};
