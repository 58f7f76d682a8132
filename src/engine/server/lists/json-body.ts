/**
 * A JSON body from its parts, the last one being the generator's return value: a list that
 * came whole in its first part is sent as one text (with its length); a longer one as a
 * stream that reads one part ahead of the connection (so the next page's query overlaps the
 * sending of this one) and no further, so the server never holds a whole long list per request. The first part is read before the
 * body is made, so a failing query still answers with an error status.
 *
 * @example
 * return c.body(await jsonBody(repository.listJsonParts(entity)), 200, { 'content-type': 'application/json' });
 */
export const jsonBody = async (parts: AsyncGenerator<string, string>): Promise<string | ReadableStream<Uint8Array>> => {
  const first = await parts.next();
  if (first.done) return first.value;
  const encoder = new TextEncoder();
  let pending: string | undefined = first.value;
  return new ReadableStream<Uint8Array>(
    {
      pull: async (controller) => {
        if (pending !== undefined) {
          controller.enqueue(encoder.encode(pending));
          pending = undefined;
          return;
        }
        const part = await parts.next();
        controller.enqueue(encoder.encode(part.value));
        if (part.done) controller.close();
      },
      cancel: async () => {
        await parts.return('');
      },
    },
    { highWaterMark: 1 },
  );
};
