import { type KeyboardEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { ancestorsOf, isParentIn, type TreeLine, treeKeyAction, treeShape, typedMatch, visibleKeys } from './tree-keys';

/** How long the letters typed add up to one name, as in a list box. */
const typingPauseMs = 700;

/**
 * A single-choice tree view as the WAI-ARIA practices describe it, headless: one item in the tab order
 * (the one last focused, the chosen one at first, shown with its ancestors opened), the arrows, Home and
 * End to move, open and close, Enter or Space to choose, and typing the start of a name to move to it.
 * The item chosen at first is focused when the tree appears (it is shown inside an opened popover).
 * `onOpen` hears the items open, at first and after each change, for children loaded on opening.
 *
 * @example
 * const tree = useTreeView({ lines, nameOf, selectedKey: 'own', onSelect: choose });
 * <ul {...tree.treeProps}>{tree.roots.map((key) => <li {...tree.itemProps(key)} />)}</ul>
 */
export const useTreeView = ({
  lines,
  nameOf,
  selectedKey,
  onSelect,
  onOpen,
}: {
  lines: readonly TreeLine[];
  nameOf: (key: string) => string;
  selectedKey: string | null;
  onSelect: (key: string) => void;
  onOpen?: (keys: readonly string[]) => void;
}) => {
  const shape = useMemo(() => treeShape(lines), [lines]);
  const start = selectedKey !== null && shape.parentOf.has(selectedKey) ? selectedKey : (shape.order[0] ?? null);
  const [expanded, setExpanded] = useState(
    () => new Set(start === null ? [] : [...ancestorsOf(shape, start), ...shape.order.slice(0, 1)]),
  );
  const [focusedKey, setFocusedKey] = useState(start);
  const items = useRef(new Map<string, HTMLElement>());
  const typed = useRef({ text: '', at: 0 });

  const focus = (key: string) => {
    setFocusedKey(key);
    items.current.get(key)?.focus();
  };
  const toggle = (key: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: told when what is open changes, not when the caller re-renders
  useEffect(() => {
    onOpen?.([...expanded]);
  }, [expanded]);

  // Only when the tree appears: later the focus is the person's to move.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first render's item, once
  useEffect(() => {
    if (start !== null) items.current.get(start)?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (focusedKey === null || event.altKey || event.ctrlKey || event.metaKey) return;
    const now = Date.now();
    const isTyping = event.key.length === 1 && (event.key !== ' ' || now - typed.current.at < typingPauseMs);
    if (isTyping) {
      typed.current = { text: (now - typed.current.at < typingPauseMs ? typed.current.text : '') + event.key, at: now };
      const shown = visibleKeys(shape, expanded);
      const match = typedMatch({ shown, nameOf, current: focusedKey, typed: typed.current.text });
      if (match !== null) focus(match);
      event.preventDefault();
      return;
    }
    const action = treeKeyAction({ shape, expanded, current: focusedKey, pressed: event.key });
    if (action === null) return;
    event.preventDefault();
    if (action.kind === 'focus') focus(action.key);
    else if (action.kind === 'select') onSelect(action.key);
    else toggle(action.key);
  };

  // One pointer handler for the tree: a click on an item's chevron opens or closes it, elsewhere on it chooses it.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof Element)) return;
    const key = event.target.closest('[role="treeitem"]')?.getAttribute('data-key');
    if (!key) return;
    if (event.target.closest('[data-tree-toggle]')) toggle(key);
    else onSelect(key);
  };

  return {
    roots: shape.order.filter((key) => shape.parentOf.get(key) === null),
    childrenOf: (key: string) => shape.childrenOf.get(key) ?? [],
    /** Whether the item opens: a unit with places below it, or whose places are loaded on opening. */
    isParent: (key: string) => isParentIn(shape, key),
    isExpanded: (key: string) => expanded.has(key),
    treeProps: { role: 'tree', onKeyDown, onClick },
    itemProps: (key: string, depth: number) => {
      const hasChildren = isParentIn(shape, key);
      return {
        ref: (element: HTMLElement | null) => {
          if (element) items.current.set(key, element);
          else items.current.delete(key);
        },
        role: 'treeitem',
        'data-key': key,
        tabIndex: key === focusedKey ? 0 : -1,
        'aria-level': depth + 1,
        'aria-selected': key === selectedKey,
        'aria-expanded': hasChildren ? expanded.has(key) : undefined,
        // Items nest: only the item itself, not one inside it, takes the focus here.
        onFocus: (event: { target: EventTarget; currentTarget: EventTarget }) => {
          if (event.target === event.currentTarget) setFocusedKey(key);
        },
      };
    },
  };
};
