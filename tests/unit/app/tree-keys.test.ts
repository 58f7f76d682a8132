import { describe, expect, it } from 'vitest';
import {
  isParentIn,
  treeKeyAction,
  treeShape,
  typedMatch,
  visibleKeys,
} from '../../../src/app/indicators/place-picker/tree-keys';

// Red → Arequipa → Cayma → Posta; Red → Lima → Norte, and Sur without centres.
const shape = treeShape([
  { key: 'red', depth: 0 },
  { key: 'arequipa', depth: 1 },
  { key: 'cayma', depth: 2 },
  { key: 'posta', depth: 3 },
  { key: 'lima', depth: 1 },
  { key: 'norte', depth: 2 },
  { key: 'sur', depth: 2 },
]);
const names: Record<string, string> = {
  red: 'Red Nacional de Salud',
  arequipa: 'Región Arequipa',
  cayma: 'Distrito Cayma',
  posta: 'Posta Médica Peña Blanca',
  lima: 'Región Lima',
  norte: 'Distrito Lima Norte',
  sur: 'Distrito Lima Sur',
};

describe('treeShape and visibleKeys', () => {
  it('should show the roots, and below each item its children only while it is open', () => {
    expect(shape.parentOf.get('norte')).toBe('lima');
    expect(shape.childrenOf.get('lima')).toEqual(['norte', 'sur']);
    expect(visibleKeys(shape, new Set())).toEqual(['red']);
    expect(visibleKeys(shape, new Set(['red', 'lima', 'cayma']))).toEqual(['red', 'arequipa', 'lima', 'norte', 'sur']);
  });
});

describe('treeKeyAction', () => {
  const open = new Set(['red', 'arequipa', 'lima']);
  it.each([
    ['ArrowDown', 'red', { kind: 'focus', key: 'arequipa' }],
    ['ArrowDown', 'arequipa', { kind: 'focus', key: 'cayma' }],
    ['ArrowDown', 'sur', null],
    ['ArrowUp', 'lima', { kind: 'focus', key: 'cayma' }],
    ['ArrowUp', 'red', null],
    ['Home', 'sur', { kind: 'focus', key: 'red' }],
    ['End', 'red', { kind: 'focus', key: 'sur' }],
    ['ArrowRight', 'cayma', { kind: 'expand', key: 'cayma' }],
    ['ArrowRight', 'lima', { kind: 'focus', key: 'norte' }],
    ['ArrowRight', 'sur', null],
    ['ArrowLeft', 'lima', { kind: 'collapse', key: 'lima' }],
    ['ArrowLeft', 'cayma', { kind: 'focus', key: 'arequipa' }],
    ['ArrowLeft', 'red', { kind: 'collapse', key: 'red' }],
    ['Enter', 'norte', { kind: 'select', key: 'norte' }],
    [' ', 'red', { kind: 'select', key: 'red' }],
    ['Tab', 'red', null],
  ])('should answer %j on %s with %j', (pressed, current, action) => {
    expect(treeKeyAction({ shape, expanded: open, current, pressed })).toEqual(action);
  });
});

describe('typedMatch', () => {
  const shown = ['red', 'arequipa', 'cayma', 'lima', 'norte', 'sur'];
  const nameOf = (key: string) => names[key] ?? '';
  it.each([
    ['r', 'red', 'arequipa'],
    ['r', 'lima', 'red'],
    ['region l', 'red', 'lima'],
    ['distrito lima s', 'red', 'sur'],
    ['x', 'red', null],
  ])('should move on %j from %s to %s', (typed, current, match) => {
    expect(typedMatch({ shown, nameOf, current, typed })).toBe(match);
  });
});

describe('an item whose children are loaded on opening', () => {
  const later = treeShape([
    { key: 'lima', depth: 0 },
    { key: 'norte', depth: 1, opensLater: true },
  ]);
  const press = (current: string, pressed: string, expanded: string[]) =>
    treeKeyAction({ shape: later, expanded: new Set(expanded), current, pressed });

  it('should open before its children are in, and close again', () => {
    expect(isParentIn(later, 'norte')).toBe(true);
    expect(isParentIn(shape, 'sur')).toBe(false);
    expect(press('norte', 'ArrowRight', ['lima'])).toEqual({ kind: 'expand', key: 'norte' });
    expect(press('norte', 'ArrowLeft', ['lima', 'norte'])).toEqual({ kind: 'collapse', key: 'norte' });
  });

  it('should stay on it while it is open with nothing in yet', () => {
    expect(press('norte', 'ArrowRight', ['lima', 'norte'])).toBeNull();
  });
});
