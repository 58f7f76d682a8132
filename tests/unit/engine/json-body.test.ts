import { describe, expect, it } from 'vitest';
import { jsonBody } from '../../../src/engine/server/lists/json-body';

/** Parts as a repository gives them: the last one is the generator's return value. */
async function* partsOf(parts: readonly string[], onEnd: () => void = () => {}): AsyncGenerator<string, string> {
  try {
    yield* parts.slice(0, -1);
    return parts.at(-1) ?? '';
  } finally {
    onEnd();
  }
}

describe('jsonBody', () => {
  it.each([['[]'], ['[1,2]']])('should send the list %s that came whole as one text', async (text) => {
    expect(await jsonBody(partsOf([text]))).toBe(text);
  });

  it('should stream a longer list part by part, in order', async () => {
    const parts = ['[0', ...Array.from({ length: 20 }, (_, index) => `,${index + 1}`), ']'];
    const body = await jsonBody(partsOf(parts));
    expect(body).toBeInstanceOf(ReadableStream);
    expect(JSON.parse(await new Response(body).text())).toEqual(Array.from({ length: 21 }, (_, index) => index));
  });

  it('should stop reading the parts when the client goes away', async () => {
    let isEnded = false;
    const body = (await jsonBody(partsOf(['[0', ',1', ',2', ']'], () => (isEnded = true)))) as ReadableStream;
    await body.cancel();
    expect(isEnded).toBe(true);
  });
});
