import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import {
  mdiCheck,
  mdiEarth,
  mdiHospitalBuilding,
  mdiMapMarkerRadiusOutline,
  mdiMapOutline,
  mdiUnfoldMoreHorizontal,
} from '@mdi/js';
import type { KeyboardEvent } from 'react';
import { controlClass, Icon } from '../../engine/react';
import { choiceKey, type PlaceChoice, type PlaceLevel, type PlaceNode } from './place-tree';
import { indicatorTexts } from './texts';
import type { PlaceTree } from './usePlaceTree';

const levelIcons: Readonly<Record<PlaceLevel, string>> = {
  national: mdiEarth,
  region: mdiMapOutline,
  district: mdiMapMarkerRadiusOutline,
  center: mdiHospitalBuilding,
};

/** What a screen reader hears of a place: its name, its level, and the unit it lies in. */
const spokenName = (node: PlaceNode) =>
  `${node.name}, ${indicatorTexts.placeLevels[node.level]}${node.parentName ? indicatorTexts.placeWithin(node.parentName) : ''}`;

/**
 * 'Lugar': the account's part of the network as a tree in a list box (Headless UI's: arrows,
 * Home and End, typing the start of a name, Enter to choose, Escape to close), each level
 * indented under its unit with its icon and level in words, and said with the unit it lies in;
 * the account's own place first, chosen when nothing else is.
 */
export const PlacePicker = ({
  tree,
  choice,
  onChoose,
}: {
  tree: PlaceTree;
  choice: PlaceChoice;
  onChoose: (node: PlaceNode) => void;
}) => {
  const key = choiceKey(choice);
  const selected = tree.nodes.find((node) => node.key === key);
  const shown = selected?.name ?? (tree.isLoading ? indicatorTexts.loadingOptions : indicatorTexts.placesFailure);
  return (
    <div className="flex min-w-64 flex-[2] flex-col gap-1.5">
      {/* The button says 'Lugar' itself (and so names its list): a label element would name it without its value. */}
      <span aria-hidden="true" className="text-sm font-medium text-foreground">
        {indicatorTexts.place}
      </span>
      <Listbox
        disabled={tree.nodes.length === 0}
        as="div"
        className="relative"
        value={key}
        onChange={(next: string) => {
          const node = tree.nodes.find((candidate) => candidate.key === next);
          if (node) onChoose(node);
        }}
      >
        <ListboxButton
          aria-busy={tree.isLoading || undefined}
          // Enter opens the list too, as the select-only combobox of the WAI-ARIA practices does (Headless UI's
          // button leaves Enter to a form's submit); the button's own press opens it, the selected place active.
          onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
            if (event.key !== 'Enter' || event.currentTarget.getAttribute('aria-expanded') === 'true') return;
            event.preventDefault();
            event.currentTarget.click();
          }}
          className={`${controlClass} flex h-10 items-center gap-2 text-left`}
        >
          <span className="sr-only">{`${indicatorTexts.place}: `}</span>
          {selected && <Icon path={levelIcons[selected.level]} className="size-4 shrink-0 text-muted" />}
          <span className="min-w-0 flex-1 truncate">{shown}</span>
          {selected && (
            <span className="shrink-0 text-xs text-muted">{indicatorTexts.placeLevels[selected.level]}</span>
          )}
          <Icon path={mdiUnfoldMoreHorizontal} className="size-5 shrink-0 text-muted" />
        </ListboxButton>
        <ListboxOptions className="absolute top-full left-0 z-40 mt-1 max-h-80 w-full min-w-72 overflow-auto rounded-lg border border-border bg-surface py-1 text-sm shadow-lg focus:outline-none">
          {tree.nodes.map((node) => (
            <ListboxOption
              key={node.key}
              value={node.key}
              aria-label={spokenName(node)}
              style={{ paddingInlineStart: `${0.75 + node.depth * 1.25}rem` }}
              className="group flex cursor-pointer items-center gap-2 py-2 pr-3 text-foreground data-focus:bg-primary/10"
            >
              <Icon path={mdiCheck} className="size-4 shrink-0 text-brand invisible group-data-selected:visible" />
              <Icon path={levelIcons[node.level]} className="size-4 shrink-0 text-muted" />
              <span className={`min-w-0 flex-1 break-words ${node.depth === 0 ? 'font-semibold' : ''}`}>
                {node.name}
              </span>
              <span className="shrink-0 text-xs text-muted">{indicatorTexts.placeLevels[node.level]}</span>
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </div>
  );
};
