import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatterOf } from '../../src/engine/cell-format';
import type { AnyEntity } from '../../src/engine/contract/entity';
import { entities as productEntities } from '../../src/entities';
import { patients } from '../../src/entities/patients';
import { users } from '../../src/entities/users';
import { createReferenceData, dates } from '../helpers/sample-data';
import { createTestApi, type TestApi } from '../helpers/test-api';

type Row = { id: number } & Record<string, unknown>;

/** The table's users with the password hash as a column too: an export must still leave it out. */
const usersShowingSecrets: AnyEntity = {
  ...users,
  columns: [...users.columns, { key: 'passwordHash', label: 'Contraseña' }],
};
const entities = productEntities.map((entity) => (entity.name === users.name ? usersShowingSecrets : entity));

/** RFC 4180 with `;`: quoted fields may hold `;`, `""` and line breaks; records end with CRLF. */
const parseCsv = (text: string): string[][] => parse(text, { delimiter: ';', record_delimiter: '\r\n' });

const neutralised = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const specialNames = {
  semicolon: 'Ana; María',
  quote: 'Dice "hola"',
  newLine: 'Línea uno\nLínea dos',
  formula: '=HYPERLINK("http://x.example","clic")',
  plus: '+51 999',
  minus: '-2+3',
  at: '@SUM(A1)',
  tab: '\tTabulado',
};

describe('GET <entity>/export.csv', () => {
  let api: TestApi;
  /** The answer with its bytes as sent: `Response.text()` would drop the byte order mark. */
  const exportOf = async (path: string, token: string | null = api.tokens.admin) => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const response = await api.app.request(`/api/v1${path}`, { headers });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const json: unknown = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    return { status: response.status, headers: response.headers, bytes, text, json };
  };
  /** Every page of the list, as the Gestión table walks it. */
  const walk = async (path: string, query: string) => {
    const rows: Row[] = [];
    for (let page = 1; ; page += 1) {
      const body = (await api.admin('GET', `${path}?page=${page}&pageSize=200&${query}`)).json as { items: Row[] };
      rows.push(...body.items);
      if (body.items.length < 200) return rows;
    }
  };
  const cellsOf = (entity: AnyEntity, rows: readonly Row[]) => {
    const formatters = entity.columns.map((column) => formatterOf(entity, column));
    return rows.map((row) => formatters.map((format) => neutralised(format({ isActive: true, ...row }))));
  };

  beforeAll(async () => {
    api = await createTestApi({ entities });
    const { db } = api.store;
    const adult = await db
      .insertInto('patients')
      .values({ firstName: 'Rosa', lastname: 'Tutora', identityDocument: '40000001', isChild: 0, isActive: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    // More than one chunk (1,000 rows), a few deleted, some children with their representative.
    await db
      .insertInto('patients')
      .values(
        Array.from({ length: 1234 }, (_, index) => ({
          firstName: ['Exportina', 'Ana', 'Ñusta'][index % 3],
          lastname: ['Peña', 'Álvarez', 'Zapata', 'peña', 'Ortiz'][index % 5],
          age: String(20 + (index % 50)),
          identityDocument: index % 17 === 16 ? null : String(30_000_000 + index),
          mobilePhone: `519${String(index).padStart(8, '0')}`,
          email: `p${index}@gmail.com`,
          isChild: index % 17 === 16 ? 1 : 0,
          representativeId: index % 17 === 16 ? Number(adult.id) : null,
          isActive: index % 97 === 96 ? 0 : 1,
        })),
      )
      .execute();
    await db
      .insertInto('patients')
      .values(
        Object.entries(specialNames).map(([key, name], index) => ({
          firstName: name,
          lastname: 'Especial',
          identityDocument: String(50_000_000 + index),
          email: `${key}@gmail.com`,
          isChild: 0,
          isActive: 1,
        })),
      )
      .execute();
  });

  afterAll(() => api.close());

  it('should answer a UTF-8 CSV with a BOM, `;`, CRLF and the Spanish headers of the table', async () => {
    const response = await exportOf('/patients/export.csv?q=especial');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=UTF-8');
    const day = new Date().toLocaleDateString('sv-SE');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="pacientes-${day}.csv"; filename*=UTF-8''pacientes-${day}.csv`,
    );
    expect([...response.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header] = response.text.slice(1).split('\r\n');
    expect(header).toBe('Documento;Nombre;Apellido;Edad;Celular;Correo;Representante');
    expect(response.text.endsWith('\r\n')).toBe(true);
  });

  it('should quote `;`, `"` and line breaks and neutralise formulas', async () => {
    const response = await exportOf('/patients/export.csv?q=especial&sort=identityDocument');
    const records = parseCsv(response.text.slice(1));
    expect(records.slice(1).map((record) => record[1])).toEqual([
      'Ana; María',
      'Dice "hola"',
      'Línea uno\nLínea dos',
      `'=HYPERLINK("http://x.example","clic")`,
      "'+51 999",
      "'-2+3",
      "'@SUM(A1)",
      "'\tTabulado",
    ]);
    expect(response.text).toContain('"Ana; María"');
    expect(response.text).toContain('"Dice ""hola"""');
    expect(response.text).toContain('"Línea uno\nLínea dos"');
  });

  it.each([
    { query: '', label: 'every row, by the default sort' },
    { query: 'sort=lastname&order=desc', label: 'a descending sort' },
    { query: 'sort=representative.identityDocument&order=asc', label: 'a nested sort with nulls' },
    { query: 'q=exportina&sort=age&order=desc', label: 'a search' },
    { query: 'isChild=true&sort=id', label: 'a filter' },
  ])('should list $label exactly as the table pages do, beyond one chunk', async ({ query }) => {
    const response = await exportOf(`/patients/export.csv?${query}`);
    expect(response.status).toBe(200);
    const records = parseCsv(response.text.slice(1));
    const expected = await walk('/patients', query);
    expect(records.slice(1)).toEqual(cellsOf(patients, expected));
  });

  it('should export more than one chunk of rows', async () => {
    const records = parseCsv((await exportOf('/patients/export.csv')).text.slice(1));
    expect(records.length - 1).toBeGreaterThan(1000);
  });

  it('should answer other requests while an export is being sent, its chunks read one by one', async () => {
    const response = await api.app.request('/api/v1/patients/export.csv', {
      headers: { authorization: `Bearer ${api.tokens.admin}` },
    });
    const reader = response.body?.getReader();
    if (!reader) throw new Error('The export has a body');
    const first = await reader.read();
    expect(first.value?.length).toBeGreaterThan(0);
    // The export waits for its reader; the database answers another request meanwhile.
    const other = await api.admin('GET', '/patients?page=1&pageSize=5');
    expect(other.status).toBe(200);
    let rest = 0;
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest += part.value.length;
    expect(rest).toBeGreaterThan(0);
  });

  it('should show dates as dd/mm/aaaa, an enum by its label and a nested column', async () => {
    const ids = await createReferenceData(api);
    const batch = (await api.admin('GET', `/vaccine-batches/${ids.batchId}`)).json as Row;
    const response = await exportOf('/vaccine-batches/export.csv');
    expect(response.status).toBe(200);
    const [header, ...rows] = parseCsv(response.text.slice(1));
    expect(header).toEqual([
      'Lote',
      'Vacuna',
      'Fabricación',
      'Vencimiento',
      'Inicial',
      'Disponibles',
      'Estado',
      'ESAVI',
    ]);
    const [year, month, day] = dates.future.split('-');
    expect(rows).toContainEqual([
      String(batch.batchNumber),
      'Comirnaty',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      `${day}/${month}/${year}`,
      '10',
      '10',
      'Abierto',
      '0',
    ]);
  });

  it('should never send a private field, even one the columns name', async () => {
    const hashes = await api.store.db.selectFrom('users').select('passwordHash').execute();
    const response = await exportOf('/users/export.csv');

    expect(response.status).toBe(200);
    const [header, ...rows] = parseCsv(response.text.slice(1));
    expect(header).toEqual(['Nombre', 'Apellido', 'Correo', 'Rol', 'Centro', 'Unidad', 'Desactivada el']);
    expect(rows).toContainEqual(['Ana', 'Admin', 'admin@gmail.com', 'Administrador', '', '', '']);
    for (const { passwordHash } of hashes) expect(response.text).not.toContain(String(passwordHash));
  });

  it('should refuse a role that may not open the Gestión page, and a request without a session', async () => {
    const denied = await exportOf('/applied-doses/export.csv', api.tokens.health);
    expect(denied.status).toBe(403);
    expect(denied.text).not.toContain('Documento');
    // The health staff read patients and accounts for the dose form, but their tables are the admin's.
    expect((await exportOf('/patients/export.csv', api.tokens.health)).status).toBe(403);
    expect((await exportOf('/users/export.csv', api.tokens.health)).status).toBe(403);
    expect((await exportOf('/patients/export.csv', null)).status).toBe(401);
    expect((await exportOf('/applied-doses/export.csv')).status).toBe(200);
  });

  it.each([
    { query: 'sort=passwordHash', error: 'sort' },
    { query: 'order=up', error: 'order' },
    { query: 'isChild=quizás', error: 'isChild' },
    { query: 'ids=uno', error: 'ids' },
  ])('should answer 400 for $query', async ({ query, error }) => {
    const path = error === 'sort' ? `/users/export.csv?${query}` : `/patients/export.csv?${query}`;
    const response = await exportOf(path);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errors: { [error]: expect.any(String) } });
  });

  it('should ignore paging parameters and export every row', async () => {
    const all = parseCsv((await exportOf('/patients/export.csv?q=especial')).text.slice(1));
    const paged = parseCsv((await exportOf('/patients/export.csv?q=especial&page=2&pageSize=1')).text.slice(1));
    expect(paged).toEqual(all);
  });
});
