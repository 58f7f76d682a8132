import { describe, expect, it } from 'vitest';
import { csvField, csvRecord } from '../../../src/engine/server/lists/csv';
import { csvDisposition, csvParts, exportColumns } from '../../../src/engine/server/lists/csv-export';
import { patients } from '../../../src/entities/patients';

describe('csvField', () => {
  it.each([
    { text: 'Peña', field: 'Peña' },
    { text: '', field: '' },
    { text: 'Ana; María', field: '"Ana; María"' },
    { text: 'Dice "hola"', field: '"Dice ""hola"""' },
    { text: 'uno\ndos', field: '"uno\ndos"' },
    { text: 'uno\r\ndos', field: '"uno\r\ndos"' },
    { text: 'a,b', field: 'a,b' },
    { text: '=1+1', field: "'=1+1" },
    { text: '+51 999', field: "'+51 999" },
    { text: '-5', field: "'-5" },
    { text: '@SUM(A1)', field: "'@SUM(A1)" },
    { text: '\t=1', field: "'\t=1" },
    { text: '\r=1', field: `"'\r=1"` },
    { text: '=A1;B1', field: `"'=A1;B1"` },
    { text: 'a=b', field: 'a=b' },
  ])('should write $text as $field', ({ text, field }) => {
    expect(csvField(text)).toBe(field);
  });
});

describe('csvRecord', () => {
  it('should join the fields with `;` and end the record with CRLF', () => {
    expect(csvRecord(['Nombre', 'Ana; María', ''])).toBe('Nombre;"Ana; María";\r\n');
  });
});

describe('csvDisposition', () => {
  it.each([
    {
      plural: 'Pacientes',
      header: `attachment; filename="pacientes-2026-03-05.csv"; filename*=UTF-8''pacientes-2026-03-05.csv`,
    },
    {
      plural: 'Vacunas aplicadas',
      header: `attachment; filename="vacunas-aplicadas-2026-03-05.csv"; filename*=UTF-8''vacunas-aplicadas-2026-03-05.csv`,
    },
    {
      plural: 'Países',
      header: `attachment; filename="paises-2026-03-05.csv"; filename*=UTF-8''pa%C3%ADses-2026-03-05.csv`,
    },
    {
      plural: 'Año "nuevo"',
      header: `attachment; filename="ano-_nuevo_-2026-03-05.csv"; filename*=UTF-8''a%C3%B1o-%22nuevo%22-2026-03-05.csv`,
    },
  ])('should name an export of $plural in ASCII and in UTF-8', ({ plural, header }) => {
    expect(csvDisposition(plural, '2026-03-05')).toBe(header);
  });
});

describe('csvParts', () => {
  const row = (id: number, firstName: string) => ({ id, isActive: true, firstName, lastname: 'Peña', age: '40' });
  const columns = exportColumns(patients, (path) => ['firstName', 'age'].includes(path));
  const partsOf = async (chunks: ReturnType<typeof row>[][]) => {
    const generator = csvParts({
      entity: patients,
      columns,
      chunks: (async function* () {
        yield* chunks;
      })(),
    });
    const parts: string[] = [];
    for (;;) {
      const next = await generator.next();
      parts.push(next.value);
      if (next.done) return parts;
    }
  };

  it('should send the BOM and headers with the first chunk, and one part per chunk', async () => {
    expect(await partsOf([[row(1, 'Ana'), row(2, 'José')], [row(3, '=Eva')]])).toEqual([
      '\uFEFFNombre;Edad\r\nAna;40\r\nJosé;40\r\n',
      "'=Eva;40\r\n",
    ]);
  });

  it('should send the headers alone for no rows', async () => {
    expect(await partsOf([])).toEqual(['\uFEFFNombre;Edad\r\n']);
  });
});
