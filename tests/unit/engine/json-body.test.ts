import { describe, expect, it } from 'vitest';
import { jsonBody } from '../../../src/engine/server/json-body';

async function* partsOf(parts: readonly string[], onEnd: () => void = () => {}) {
  try {
    yield* parts;
  } finally {
    onEnd();
  }
}

describe('jsonBody', () => {
  it.each([
    [['[]'], '[]'],
    [['[1,2'], '[1,2'],
    [['[1,2', ']'], '[1,2]'],
    [['[1', ',2', ']'], '[1,2]'],
  ])('should send the short list %j as one text', async (parts, expected) => {
    expect(await jsonBody(partsOf(parts))).toBe(expected);
  });

  it('should stream a long list part by part, in order', async () => {
    const parts = ['[0', ...Array.from({ length: 20 }, (_, index) => `,${index + 1}`), ']'];
    const body = await jsonBody(partsOf(parts));
    expect(body).toBeInstanceOf(ReadableStream);
    expect(JSON.parse(await new Response(body).text())).toEqual(Array.from({ length: 21 }, (_, index) => index));
  });

  it('should stop reading the parts when the client goes away', async () => {
    let isEnded = false;
    const parts = ['[0', ',1', ',2', ',3', ',4', ']'];
    const body = (await jsonBody(partsOf(parts, () => (isEnded = true)))) as ReadableStream<Uint8Array>;
    await body.cancel();
    expect(isEnded).toBe(true);
  });
});
