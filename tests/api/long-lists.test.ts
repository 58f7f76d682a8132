import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../helpers/test-api';

/** More rows than two pages of a streamed list (5,000 rows each), every seventh one soft-deleted. */
const total = 11_000;
const nameOf = (index: number) => `País ${String(index).padStart(4, '0')}${index % 10 === 0 ? ' Ñandú' : ''}`;

describe('GET a list longer than one page', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi();
    const rows = Array.from({ length: total }, (_, index) => ({
      nameCountry: nameOf(index + 1),
      isActive: (index + 1) % 7 === 0 ? 0 : 1,
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await api.store.db
        .insertInto('countries')
        .values(rows.slice(start, start + 1000))
        .execute();
    }
  });

  afterAll(() => api.close());

  it('should send every active row once, in id order, as one streamed JSON array', async () => {
    const response = await api.admin('GET', '/countries');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBeNull();
    const names = (response.json as { nameCountry: string }[]).map((row) => row.nameCountry);
    const expected = Array.from({ length: total }, (_, index) => index + 1)
      .filter((index) => index % 7 !== 0)
      .map(nameOf);
    expect(names).toEqual(expected);
    expect(await api.store.db.selectFrom('countries').select('id').execute()).toHaveLength(total);
  });

  it('should page a search the same way', async () => {
    const response = await api.admin('GET', '/countries?q=nandu');
    const names = (response.json as { nameCountry: string }[]).map((row) => row.nameCountry);
    expect(names).toEqual(
      Array.from({ length: total }, (_, index) => index + 1)
        .filter((index) => index % 10 === 0 && index % 7 !== 0)
        .map(nameOf),
    );
  });

  it('should answer an empty search with an empty array', async () => {
    const response = await api.admin('GET', `/countries?q=${encodeURIComponent('no existe')}`);
    expect(response.text).toBe('[]');
  });
});
