import { parseSync } from 'vite';

/**
 * What only the list kit (src/engine/react/list) may draw, found in a source file's syntax tree:
 * a table shell (any table element), a pager (its words: 'Página anterior', 'Página 2 de 5',
 * 'Filas por página'), and a list's state: a file that draws a list (`<ul>`, `<ol>`, `<li>`, a
 * `role="list"`, or rows mapped to `<article>`) and decides between it and a state, by a `.length`
 * against 0 (empty), a flag of a load (`isLoading`, `isPending`, `isFetching`, `hasFailed`,
 * `isError`, `isEmpty`) or a status compared with 'loading', 'failed', 'error' or 'empty'; or that
 * draws a spinner beside it.
 */
export type ListKitFinding = { file: string; line: number; what: 'a table shell' | 'a pager' | "a list's state" };

type Node = { type: string; start: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const childrenOf = (node: Node): Node[] =>
  Object.entries(node)
    .filter(([key]) => key !== 'parent')
    .flatMap(([, value]) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));

const everyNode = (node: Node): Node[] => [node, ...childrenOf(node).flatMap(everyNode)];

const tableElements = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption']);
const listElements = new Set(['ul', 'ol', 'li']);
const pagerWords = /\bPágina (anterior|siguiente)\b|\bFilas por página\b|^Página\s*$|\bPágina \d|\bPáginas? de \d/;

const elementName = (node: Node): string | undefined => {
  if (node.type !== 'JSXOpeningElement') return undefined;
  const name = node.name as Node & { name?: string };
  return name.type === 'JSXIdentifier' ? name.name : undefined;
};

/** A JSX attribute's name and its literal value. */
const attribute = (node: Node): { name: string; value: unknown } | undefined => {
  if (node.type !== 'JSXAttribute') return undefined;
  const name = (node.name as Node & { name?: string }).name ?? '';
  const value = node.value as (Node & { value?: unknown }) | null;
  return { name, value: value?.type === 'Literal' ? value.value : undefined };
};

const textOf = (node: Node): string | undefined => {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'JSXText' && typeof node.value === 'string') return node.value.trim();
  if (node.type === 'TemplateElement') return (node.value as { raw?: string }).raw;
  return undefined;
};

const loadFlags = new Set(['isLoading', 'isPending', 'isFetching', 'hasFailed', 'isError', 'isEmpty']);
const loadStatuses = new Set(['loading', 'failed', 'error', 'empty', 'pending']);

/** A name a branch on a load's state reads: `list.isLoading`, `hasFailed`. */
const isLoadFlag = (node: Node): boolean => {
  if (node.type === 'Identifier') return loadFlags.has(String(node.name));
  if (node.type === 'MemberExpression') return loadFlags.has(String((node.property as Node & { name?: string }).name));
  return false;
};

/** `status === 'loading'`, `case 'failed':`. */
const isLoadStatus = (node: Node): boolean => {
  const isStatus = (side: unknown) => isNode(side) && side.type === 'Literal' && loadStatuses.has(String(side.value));
  if (node.type === 'SwitchCase') return isStatus(node.test);
  return node.type === 'BinaryExpression' && (isStatus(node.left) || isStatus(node.right));
};

const isLengthAgainstZero = (node: Node): boolean => {
  if (node.type !== 'BinaryExpression') return false;
  const sides = [node.left, node.right].filter(isNode);
  const isZero = (side: Node) => side.type === 'Literal' && side.value === 0;
  const isLength = (side: Node) =>
    side.type === 'MemberExpression' && (side.property as Node & { name?: string }).name === 'length';
  return sides.some(isZero) && sides.some(isLength);
};

/** `rows.map((row) => <article ...>)`: rows drawn as articles. */
const mapsToArticles = (node: Node): boolean => {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee as Node & { property?: Node & { name?: string } };
  if (callee.type !== 'MemberExpression' || callee.property?.name !== 'map') return false;
  return everyNode(node).some((inner) => elementName(inner) === 'article');
};

/**
 * Where a source file draws what only the list kit may: one finding per table element, pager
 * word, and, for a file that draws a list, each state drawn beside it.
 *
 * @example
 * listKitFindings('src/app/x/List.tsx', '<ul>{rows.length === 0 ? <p>Nada</p> : ...}</ul>')
 * // [{ file: 'src/app/x/List.tsx', line: 1, what: "a list's state" }]
 */
export const listKitFindings = (file: string, source: string): ListKitFinding[] => {
  const { program } = parseSync(file, source);
  const nodes = everyNode(program as unknown as Node);
  const lineOf = (node: Node) => source.slice(0, node.start).split('\n').length;
  const finding = (node: Node, what: ListKitFinding['what']) => ({ file, line: lineOf(node), what });
  const tables = nodes
    .filter((node) => tableElements.has(elementName(node) ?? ''))
    .map((node) => finding(node, 'a table shell'));
  const pagers = nodes.filter((node) => pagerWords.test(textOf(node) ?? '')).map((node) => finding(node, 'a pager'));
  const drawsList = nodes.some((node) => {
    const role = attribute(node);
    return (
      listElements.has(elementName(node) ?? '') ||
      (role?.name === 'role' && role.value === 'list') ||
      mapsToArticles(node)
    );
  });
  const states = drawsList
    ? nodes
        .filter(
          (node) =>
            elementName(node) === 'Spinner' || isLengthAgainstZero(node) || isLoadFlag(node) || isLoadStatus(node),
        )
        .map((node) => finding(node, "a list's state"))
    : [];
  return [...tables, ...pagers, ...states];
};
