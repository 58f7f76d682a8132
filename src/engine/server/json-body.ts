/** A list that ends within this many parts (two pages and the closing bracket) is sent as one text. */
const partsAhead = 3;

/**
 * A JSON body from its parts: a short list as one text (with its length), a long one as a
 * stream that pulls the next part only when the connection has taken the previous one, so
 * the server never holds a whole long list per request. The first parts are read before the
 * body is made, so a failing query still answers with an error status.
 *
 * @example
 * return c.body(await jsonBody(repository.listJsonParts(entity)), 200, { 'content-type': 'application/json' });
 */
export const jsonBody = async (parts: AsyncGenerator<string>): Promise<string | ReadableStream<Uint8Array>> => {
  const ahead: string[] = [];
  do {
    const part = await parts.next();
    if (part.done) return ahead.join('');
    ahead.push(part.value);
  } while (ahead.length <= partsAhead);
  const encoder = new TextEncoder();
  let pending: string | undefined = ahead.join('');
  return new ReadableStream<Uint8Array>(
    {
      pull: async (controller) => {
        if (pending !== undefined) {
          controller.enqueue(encoder.encode(pending));
          pending = undefined;
          return;
        }
        const part = await parts.next();
        if (part.done) controller.close();
        else controller.enqueue(encoder.encode(part.value));
      },
      cancel: async () => {
        await parts.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
};
