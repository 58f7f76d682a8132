import { normalizeSearch } from '../../../engine';

/**
 * A line of a tree given depth first: its key and its depth (0 for a root); `opensLater` for an
 * item whose children are loaded once it is opened (it opens before they are in).
 */
export type TreeLine = { key: string; depth: number; opensLater?: boolean };

/** A tree's structure, read once from its lines. */
export type TreeShape = {
  /** Every key, depth first. */
  order: readonly string[];
  parentOf: ReadonlyMap<string, string | null>;
  childrenOf: ReadonlyMap<string, readonly string[]>;
  /** The items that open with children not loaded yet. */
  opensLater: ReadonlySet<string>;
};

/** What a key pressed on a tree item asks for (the WAI-ARIA practices' tree view); null for a key it ignores. */
export type TreeAction = { kind: 'focus' | 'expand' | 'collapse' | 'select'; key: string } | null;

/**
 * The structure of a tree given depth first: each line's parent is the last line before it one level up.
 *
 * @example
 * treeShape([{ key: 'a', depth: 0 }, { key: 'b', depth: 1 }]).parentOf.get('b') // 'a'
 */
export const treeShape = (lines: readonly TreeLine[]): TreeShape => {
  const parentOf = new Map<string, string | null>();
  const childrenOf = new Map<string, string[]>();
  const path: string[] = [];
  const opensLater = new Set<string>();
  for (const { key, depth, opensLater: isLater } of lines) {
    if (isLater) opensLater.add(key);
    path.length = depth;
    const parent = path[depth - 1] ?? null;
    parentOf.set(key, parent);
    childrenOf.set(key, []);
    if (parent !== null) childrenOf.get(parent)?.push(key);
    path.push(key);
  }
  return { order: lines.map((line) => line.key), parentOf, childrenOf, opensLater };
};

/**
 * Whether an item opens: it has children, or they are loaded once it is opened.
 *
 * @example
 * isParentIn(treeShape([{ key: 'u:4', depth: 0, opensLater: true }]), 'u:4') // true
 */
export const isParentIn = (shape: TreeShape, key: string): boolean =>
  (shape.childrenOf.get(key) ?? []).length > 0 || shape.opensLater.has(key);

/**
 * The keys above a key, its parent first.
 *
 * @example
 * ancestorsOf(shape, 'c:1') // ['u:4', 'u:3', 'own']
 */
export const ancestorsOf = (shape: TreeShape, key: string): string[] => {
  const above: string[] = [];
  for (let parent = shape.parentOf.get(key) ?? null; parent !== null; parent = shape.parentOf.get(parent) ?? null)
    above.push(parent);
  return above;
};

/**
 * The keys shown, depth first: the roots, and each item whose every ancestor is expanded.
 *
 * @example
 * visibleKeys(shape, new Set(['own'])) // ['own', 'u:2', 'u:3']
 */
export const visibleKeys = (shape: TreeShape, expanded: ReadonlySet<string>): string[] =>
  shape.order.filter((key) => ancestorsOf(shape, key).every((above) => expanded.has(above)));

/**
 * What a key pressed on the item `current` does: Up and Down move through the items shown, Home and End
 * to the first and last; Right opens a closed parent, or moves into an open one; Left closes an open
 * parent, or moves to the parent; Enter and Space choose.
 *
 * @example
 * treeKeyAction({ shape, expanded: new Set(), current: 'own', pressed: 'ArrowRight' }) // { kind: 'expand', key: 'own' }
 */
export const treeKeyAction = ({
  shape,
  expanded,
  current,
  pressed,
}: {
  shape: TreeShape;
  expanded: ReadonlySet<string>;
  current: string;
  pressed: string;
}): TreeAction => {
  const shown = visibleKeys(shape, expanded);
  const at = shown.indexOf(current);
  const children = shape.childrenOf.get(current) ?? [];
  const isOpen = isParentIn(shape, current) && expanded.has(current);
  const focus = (key: string | null | undefined): TreeAction => (key ? { kind: 'focus', key } : null);
  switch (pressed) {
    case 'ArrowDown':
      return focus(shown[at + 1]);
    case 'ArrowUp':
      return focus(at > 0 ? shown[at - 1] : null);
    case 'Home':
      return focus(shown[0]);
    case 'End':
      return focus(shown.at(-1));
    case 'ArrowRight':
      if (!isParentIn(shape, current)) return null;
      return isOpen ? focus(children[0]) : { kind: 'expand', key: current };
    case 'ArrowLeft':
      return isOpen ? { kind: 'collapse', key: current } : focus(shape.parentOf.get(current));
    case 'Enter':
    case ' ':
      return { kind: 'select', key: current };
    default:
      return null;
  }
};

/**
 * The item shown whose name starts with the letters typed (case and accents aside: 'region' finds 'Región'), searched from the one after `current` for a
 * first letter (so typing it again goes on to the next) and from `current` itself for more; null for none.
 *
 * @example
 * typedMatch({ shown: ['a', 'b'], nameOf: (key) => names[key], current: 'a', typed: 'dis' }) // 'b'
 */
export const typedMatch = ({
  shown,
  nameOf,
  current,
  typed,
}: {
  shown: readonly string[];
  nameOf: (key: string) => string;
  current: string;
  typed: string;
}): string | null => {
  const start = shown.indexOf(current) + (typed.length === 1 ? 1 : 0);
  const wanted = normalizeSearch(typed);
  for (let step = 0; step < shown.length; step += 1) {
    const key = shown[(start + step) % shown.length] ?? '';
    if (normalizeSearch(nameOf(key)).startsWith(wanted)) return key;
  }
  return null;
};
