import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

type Node = { type: string; start: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const childrenOf = (node: Node): Node[] =>
  Object.entries(node)
    .filter(([key]) => key !== 'parent')
    .flatMap(([, value]) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));

const functionTypes = ['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'];
const isFunction = (node: Node) => functionTypes.includes(node.type);

/** The calls a function body makes while it runs, not those of the functions it defines (handlers, effects, updaters). */
const callsWhileRunning = (node: Node): Node[] =>
  childrenOf(node).flatMap((child) => {
    if (isFunction(child)) return [];
    return child.type === 'CallExpression' ? [child, ...callsWhileRunning(child)] : callsWhileRunning(child);
  });

/** The components (Capitalised) and hooks (`use…`) a module declares, by name. */
const reactFunctions = (node: Node): { name: string; body: Node }[] =>
  childrenOf(node).flatMap((child) => {
    const declared = declaredFunction(child);
    const own = declared && /^(use[A-Z]|[A-Z])/.test(declared.name) ? [declared] : [];
    return [...own, ...reactFunctions(child)];
  });

const declaredFunction = (node: Node): { name: string; body: Node } | undefined => {
  const { id, init, body } = node as { id?: Node & { name?: string }; init?: Node; body?: Node };
  if (node.type === 'FunctionDeclaration' && id?.name && body) return { name: id.name, body };
  if (node.type === 'VariableDeclarator' && id?.name && init && isFunction(init) && isNode(init.body)) {
    return { name: id.name, body: init.body };
  }
  return undefined;
};

const calleeName = (call: Node): string | undefined => {
  const callee = call.callee as Node & { name?: string; property?: Node & { name?: string } };
  return callee.type === 'MemberExpression' ? callee.property?.name : callee.name;
};

/**
 * The `set…(…)` calls a component or hook makes while it renders: a state setter (its own, or
 * one it was handed) called there re-renders at once, and React only warns when the state
 * belongs to another component.
 */
const setsWhileRendering = (file: string, source: string): string[] => {
  const { program } = parseSync(file, source);
  return reactFunctions(program as unknown as Node).flatMap(({ name, body }) =>
    callsWhileRunning(body)
      .filter((call) => /^set[A-Z]/.test(calleeName(call) ?? ''))
      .map((call) => `${file}:${source.slice(0, call.start).split('\n').length} ${name} calls ${calleeName(call)}`),
  );
};

const sourceFiles = (folder: string): string[] =>
  fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(folder, file));

describe('render purity', () => {
  it.each([
    ['a setter called in the body', 'function Box() { const [a, setA] = useState(0); if (a > 1) setA(1); }', 1],
    ['a handed setter called in a hook', 'const useBox = (params) => { params.setPage(1); return 2; };', 1],
    [
      'setters called in handlers and effects',
      'const Box = () => { useEffect(() => setA(1)); return <b onClick={() => setA(2)} />; };',
      0,
    ],
    ['a setter in a plain function', 'const reset = (store) => store.setPage(1);', 0],
  ])('should find %s', (_, source, count) => {
    expect(setsWhileRendering('probe.tsx', source)).toHaveLength(count);
  });

  // Parses every file of src/: seconds on a busy 2-core machine, more than vitest's 5 s for a test.
  it('should find no component or hook in src/ that sets state while it renders', { timeout: 30_000 }, () => {
    const found = sourceFiles('src').flatMap((file) =>
      setsWhileRendering(file, fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
