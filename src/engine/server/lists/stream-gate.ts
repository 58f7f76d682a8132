/**
 * A turn-taking gate for long streamed answers: at most `limit` generators run through it at once, the others
 * wait, first come first served. A generator holds its place from its first `next()` to its end, its error or its
 * `return()` (a cancelled stream). One that waited `maxWaitMs` goes on anyway, over the limit, so a client that
 * stops reading holds back the others for that long at most.
 *
 * @example
 * const gate = createStreamGate({ limit: 2, maxWaitMs: 10_000 });
 * const body = await jsonBody(gate.through(repository.listJsonParts(entity)));
 */
export const createStreamGate = ({ limit, maxWaitMs }: { limit: number; maxWaitMs: number }) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  const enter = async () => {
    if (running < limit) {
      running += 1;
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(go), 1);
        running += 1;
        resolve();
      }, maxWaitMs);
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      waiting.push(go);
    });
  };
  // The place passes to the first waiting generator, or is freed.
  const leave = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    /** `parts`, once its turn came. */
    through: async function* <T, R>(parts: AsyncGenerator<T, R>): AsyncGenerator<T, R> {
      await enter();
      try {
        return yield* parts;
      } finally {
        leave();
      }
    },
    /** How many generators run through the gate now, and how many wait. */
    get state() {
      return { running, waiting: waiting.length };
    },
  };
};
