import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listKitFindings } from '../helpers/list-kit-scan';

const root = path.resolve(import.meta.dirname, '../..');

/** Every TypeScript file under a folder of the repository, by its path from the root. */
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });

/** Probes that draw what only the list kit may, each the way a hand-made list did before the kit. */
const probes = [
  {
    what: 'a table shell',
    source: `export const Rows = ({ rows }: { rows: string[] }) => (
  <table><caption>Filas</caption><tbody>{rows.map((row) => <tr key={row}><td>{row}</td></tr>)}</tbody></table>
);`,
  },
  {
    what: 'a pager',
    source: `export const Pager = ({ page, pages }: { page: number; pages: number }) => (
  <nav aria-label="Páginas"><span>{\`Página \${page} de \${pages}\`}</span><button aria-label="Página siguiente" /></nav>
);`,
  },
  {
    what: "a list's state",
    source: `export const Entries = ({ entries }: { entries: string[] }) =>
  entries.length === 0 ? <p>Nada por aquí.</p> : <ul>{entries.map((entry) => <li key={entry}>{entry}</li>)}</ul>;`,
  },
  {
    what: "a list's state",
    source: `export const Lots = ({ isLoading, lots }: { isLoading: boolean; lots: string[] }) => (
  <>{isLoading && <p role="status">Cargando lotes...</p>}<ul>{lots.map((lot) => <li key={lot}>{lot}</li>)}</ul></>
);`,
  },
  {
    what: "a list's state",
    source: `export const Cards = ({ list }: { list: { status: string; rows: string[] } }) =>
  list.status === 'failed' ? <p>Falló</p> : <div>{list.rows.map((row) => <article key={row}>{row}</article>)}</div>;`,
  },
] as const;

describe('the list kit: every pager, table shell and list state is the engine’s', () => {
  it('should find none outside src/engine', () => {
    const files = [...sourceFiles('src/app'), ...sourceFiles('src/entities'), ...sourceFiles('src/domain')];
    const findings = files.flatMap((file) => listKitFindings(file, fs.readFileSync(path.join(root, file), 'utf8')));
    expect(findings).toEqual([]);
  });

  it.each(probes.map((probe, index) => ({ ...probe, index })))(
    'should find $what in probe $index',
    ({ what, source, index }) => {
      const file = `src/app/probe-${index}.tsx`;
      expect(listKitFindings(file, source).map((finding) => finding.what)).toContain(what);
    },
  );

  it('should find nothing in a list drawn through the kit', () => {
    const source = `import { ListBody, useList } from '../engine/react';
export const Entries = ({ entries }: { entries: string[] }) => {
  const list = useList({ data: entries, rowId: (entry) => entry });
  return <ListBody list={list} texts={texts}>{(rows) => <ul>{rows.map((row) => <li key={row}>{row}</li>)}</ul>}</ListBody>;
};`;
    expect(listKitFindings('src/app/probe.tsx', source)).toEqual([]);
  });

  it("should leave a page's words alone: 'Página no encontrada' is no pager", () => {
    expect(listKitFindings('src/app/probe.tsx', 'export const title = "Página no encontrada";')).toEqual([]);
  });
});
