import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { mdiUnfoldMoreHorizontal } from '@mdi/js';
import { controlClass, Icon } from '../../../engine/react';
import { choiceKey, type PlaceChoice, type PlaceNode } from '../place-tree';
import { indicatorTexts } from '../texts';
import type { PlaceTree } from '../usePlaceTree';
import { levelIcons, PlaceTreeView } from './PlaceTreeView';

/**
 * 'Lugar': a button naming the place shown that opens the account's part of the network as a tree
 * (national, region, district, centre) in a popover, the chosen place shown and focused; choosing
 * one closes it and gives the focus back to the button, as Escape does without choosing.
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
      {/* The button says 'Lugar' itself: a label element would name it without its value. */}
      <span aria-hidden="true" className="text-sm font-medium text-foreground">
        {indicatorTexts.place}
      </span>
      <Popover className="relative">
        <PopoverButton
          disabled={tree.nodes.length === 0}
          aria-busy={tree.isLoading || undefined}
          className={`${controlClass} flex h-10 items-center gap-2 text-left`}
        >
          <span className="sr-only">{`${indicatorTexts.place}: `}</span>
          {selected && <Icon path={levelIcons[selected.level]} className="size-4 shrink-0 text-muted" />}
          <span className="min-w-0 flex-1 truncate">{shown}</span>
          {selected && (
            <span className="shrink-0 text-xs text-muted">{indicatorTexts.placeLevels[selected.level]}</span>
          )}
          <Icon path={mdiUnfoldMoreHorizontal} className="size-5 shrink-0 text-muted" />
        </PopoverButton>
        <PopoverPanel className="absolute top-full left-0 z-40 mt-1 max-h-96 w-max min-w-full max-w-[min(32rem,calc(100vw-2rem))] overflow-auto rounded-lg border border-border bg-surface px-1 shadow-lg">
          {({ close }) => (
            <PlaceTreeView
              nodes={tree.nodes}
              selectedKey={key}
              onOpen={tree.open}
              onSelect={(node) => {
                onChoose(node);
                close();
              }}
            />
          )}
        </PopoverPanel>
      </Popover>
    </div>
  );
};
