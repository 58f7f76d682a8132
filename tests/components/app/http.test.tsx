import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../src/app/api/http';
import { createRestDataProvider } from '../../../src/app/api/rest-data-provider';
import { ApiError, NoAnswerError } from '../../../src/engine/data-provider';
import { appliedDoses } from '../../../src/entities/applied-doses';
import { countries } from '../../../src/entities/countries';
import { vaccineBatches } from '../../../src/entities/vaccine-batches';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers the given responses in order, then the last one forever. */
const fetchAnswering = (...answers: (() => Response)[]) => {
  let call = 0;
  return vi.fn<typeof fetch>(async () => answers[Math.min(call++, answers.length - 1)]?.() ?? Response.error());
};

type ClientOptions = {
  token?: string;
  onUnauthorized?: () => void;
  onReachability?: (isReachable: boolean) => void;
  answerTimeoutMs?: number;
};

const client = (fetchMock: typeof fetch, options: ClientOptions = {}) =>
  createHttpClient({
    baseUrl: 'http://api.test',
    getToken: () => options.token ?? null,
    onUnauthorized: options.onUnauthorized ?? (() => {}),
    fetch: fetchMock,
    retryDelayMs: 1,
    answerTimeoutMs: options.answerTimeoutMs,
    onReachability: options.onReachability,
  });

describe('createHttpClient', () => {
  it('should retry a GET answered 503 and return the later answer', async () => {
    const fetchMock = fetchAnswering(
      () => json(503, {}),
      () => json(200, [{ id: 1 }]),
    );

    await expect(client(fetchMock).request('GET', '/countries')).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([502, 504])('should retry a GET answered %i', async (status) => {
    const fetchMock = fetchAnswering(
      () => json(status, {}),
      () => json(200, []),
    );

    await client(fetchMock).request('GET', '/countries');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('should retry a GET once on a network error', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, []));

    await expect(client(fetchMock).request('GET', '/countries')).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('should reject a GET still without an answer on its retry with a NoAnswerError, and say the API was unreachable', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const onReachability = vi.fn();

    await expect(client(fetchMock, { onReachability }).request('GET', '/countries')).rejects.toBeInstanceOf(
      NoAnswerError,
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onReachability.mock.calls).toEqual([[false]]);
  });

  it('should not retry without an answer while the browser says it has no network', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(client(fetchMock).request('GET', '/countries')).rejects.toBeInstanceOf(NoAnswerError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    onLine.mockRestore();
  });

  it('should give up with a NoAnswerError when no answer comes in time', async () => {
    const hanging = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const onReachability = vi.fn();

    await expect(
      client(hanging, { answerTimeoutMs: 20, onReachability }).request('POST', '/patients', {
        body: {},
        idempotencyKey: 'k-0',
      }),
    ).rejects.toBeInstanceOf(NoAnswerError);
    expect(onReachability.mock.calls).toEqual([[false]]);
  });

  it("should pass the caller's own abort through, saying nothing of reachability", async () => {
    const controller = new AbortController();
    const fetchMock = vi.fn<typeof fetch>(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    const onReachability = vi.fn();

    await expect(
      client(fetchMock, { onReachability }).request('GET', '/countries', { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(onReachability).not.toHaveBeenCalled();
  });

  it('should say the API was reachable when it answered, even with a refusal', async () => {
    const onReachability = vi.fn();

    await expect(
      client(
        fetchAnswering(() => json(409, {})),
        { onReachability },
      ).request('GET', '/countries'),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onReachability.mock.calls).toEqual([[true]]);
  });

  it('should give up a GET after 3 retries with the ApiError of the last answer', async () => {
    const fetchMock = fetchAnswering(() => json(503, { message: 'Servicio no disponible' }));

    await expect(client(fetchMock).request('GET', '/countries')).rejects.toMatchObject({
      status: 503,
      message: 'Servicio no disponible',
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it.each(['POST', 'PATCH', 'DELETE'] as const)('should never retry a %s', async (method) => {
    const fetchMock = fetchAnswering(
      () => json(503, {}),
      () => json(200, {}),
    );

    await expect(client(fetchMock).request(method, '/countries/1', { body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('should retry a POST with an idempotency key after a network error, sending the same key', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(201, { id: 1 }));

    await expect(
      client(fetchMock).request('POST', '/applied-doses', { body: { doseNumber: 1 }, idempotencyKey: 'k-1' }),
    ).resolves.toEqual({ id: 1 });
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toEqual(['k-1', 'k-1']);
  });

  it('should not retry a POST with an idempotency key answered 500 or 409', async () => {
    for (const status of [500, 409]) {
      const fetchMock = fetchAnswering(() => json(status, {}));
      await expect(
        client(fetchMock).request('POST', '/applied-doses', { body: {}, idempotencyKey: 'k-2' }),
      ).rejects.toBeInstanceOf(ApiError);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });

  it('should not retry a GET answered 500', async () => {
    const fetchMock = fetchAnswering(() => json(500, {}));

    await expect(client(fetchMock).request('GET', '/countries')).rejects.toMatchObject({ status: 500, message: '' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('should send JSON with the bearer token under /api/v1', async () => {
    const fetchMock = fetchAnswering(() => json(201, { id: 3 }));

    await client(fetchMock, { token: 'abc' }).request('POST', '/countries', { body: { nameCountry: 'Perú' } });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/v1/countries');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer abc', 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"nameCountry":"Perú"}');
  });

  it('should turn a refusal into an ApiError with the message and field errors', async () => {
    const body = { message: 'Datos inválidos', errors: { nameCountry: 'El país es requerido' } };
    const fetchMock = fetchAnswering(() => json(400, body));

    await expect(client(fetchMock).request('POST', '/countries', { body: {} })).rejects.toMatchObject({
      status: 400,
      message: 'Datos inválidos',
      fieldErrors: { nameCountry: 'El país es requerido' },
      isOutOfScope: false,
    });
  });

  it("should say a 403 is a row of another part of the network when the API says so ('outOfScope')", async () => {
    const body = { message: 'Paciente pertenece a otro ámbito: indique el motivo para acceder', outOfScope: true };
    const fetchMock = fetchAnswering(() => json(403, body));

    await expect(client(fetchMock).request('GET', '/patients/7')).rejects.toMatchObject({
      status: 403,
      isOutOfScope: true,
    });
  });

  it('should end the session on a 401, except on a public call such as the login', async () => {
    const onUnauthorized = vi.fn();
    const fetchMock = fetchAnswering(() => json(401, { message: 'Credenciales inválidas' }));
    const http = client(fetchMock, { onUnauthorized });

    await expect(http.request('POST', '/auth/login', { body: {}, isPublic: true })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(http.request('GET', '/countries')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('createRestDataProvider', () => {
  it('should send a new idempotency key with each create, or the one given', async () => {
    const fetchMock = fetchAnswering(() => json(201, { id: 1 }));
    const provider = createRestDataProvider(client(fetchMock));

    await provider.create(countries, { nameCountry: 'Perú' });
    await provider.create(countries, { nameCountry: 'Perú' });
    await provider.create(countries, { nameCountry: 'Perú' }, { idempotencyKey: 'mi-clave' });

    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe('mi-clave');
  });

  it.each([
    ['create', (p) => p.create(countries, { nameCountry: 'Perú' }), 'POST /api/v1/countries'],
    ['update', (p) => p.update(countries, 7, { nameCountry: 'Perú' }), 'PATCH /api/v1/countries/7'],
    ['delete', (p) => p.delete(countries, 7), 'DELETE /api/v1/countries/7'],
    [
      'action',
      (p) => p.action(vaccineBatches, { id: 7, action: 'status', params: { status: 2 } }),
      'PATCH /api/v1/vaccine-batches/7/status/2',
    ],
    ['dose cancel', (p) => p.action(appliedDoses, { id: 7, action: 'cancel' }), 'PATCH /api/v1/applied-doses/cancel/7'],
    ['first page', (p) => p.getList(countries), 'GET /api/v1/countries?page=1&pageSize=25'],
    [
      'page, sort and search',
      (p) => p.getList(countries, { page: 3, pageSize: 50, sort: 'nameCountry', order: 'desc', q: ' peru ' }),
      'GET /api/v1/countries?page=3&pageSize=50&sort=nameCountry&order=desc&q=peru',
    ],
    [
      'filters',
      (p) =>
        p.getList(vaccineBatches, {
          pageSize: 50,
          filter: { status: 1, isOpen: true, expirationDate: { gte: '2026-06-01' }, availableQuantity: { gt: 0 } },
        }),
      'GET /api/v1/vaccine-batches?page=1&pageSize=50&status=1&isOpen=true&expirationDate%5Bgte%5D=2026-06-01&availableQuantity%5Bgt%5D=0',
    ],
    ['one row', (p) => p.getOne(countries, 7), 'GET /api/v1/countries/7'],
    ['several rows', (p) => p.getMany(countries, [3, 7]), 'GET /api/v1/countries?page=1&pageSize=2&ids=3%2C7'],
  ] satisfies [string, (p: ReturnType<typeof createRestDataProvider>) => Promise<unknown>, string][])(
    'should send %s as the spec writes it',
    async (_name, run, expected) => {
      const fetchMock = fetchAnswering(() => json(200, []));
      const provider = createRestDataProvider(client(fetchMock));
      await run(provider).catch(() => {});
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(`${init?.method} ${String(url).replace('http://api.test', '')}`).toBe(expected);
    },
  );

  it('should read a page and its total, leaving soft-deleted rows out', async () => {
    const fetchMock = fetchAnswering(() =>
      json(200, {
        items: [
          { id: 1, isActive: true },
          { id: 2, isActive: false },
        ],
        total: 41,
        page: 1,
        pageSize: 25,
      }),
    );

    const { items, total } = await createRestDataProvider(client(fetchMock)).getList(countries);

    expect(items.map((row) => row.id)).toEqual([1]);
    expect(total).toBe(41);
  });

  it('should refuse an answer that is not a page', async () => {
    const fetchMock = fetchAnswering(() => json(200, [{ id: 1, isActive: true }]));

    await expect(createRestDataProvider(client(fetchMock)).getList(countries)).rejects.toThrow(/did not answer a page/);
  });

  it('should refuse an action the entity does not declare, sending nothing', async () => {
    const fetchMock = fetchAnswering(() => json(200, {}));

    await expect(
      createRestDataProvider(client(fetchMock)).action(countries, { id: 7, action: 'cancel' }),
    ).rejects.toThrow('countries declares no action cancel');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('should pass a rolled-back answer through', async () => {
    const fetchMock = fetchAnswering(() => json(200, { rolledBack: true, message: 'Stock insuficiente' }));

    const result = await createRestDataProvider(client(fetchMock)).action(appliedDoses, { id: 7, action: 'cancel' });

    expect(result).toEqual({ rolledBack: true, message: 'Stock insuficiente' });
  });
});
