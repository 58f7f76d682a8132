import type { Connectivity } from '../connectivity/connectivity';

/**
 * The answer of `work`, or null when the device goes offline first or none comes within
 * `waitMs`: what a pressed button waits for before it answers from the device instead. The work
 * goes on; its late answer or failure is its own to handle.
 *
 * @example
 * const result = await answerInTime({ work: sync.run({ isForced: true }), connectivity, waitMs: 8_000 });
 */
export const answerInTime = async <T>({
  work,
  connectivity,
  waitMs,
}: {
  work: Promise<T>;
  connectivity: Pick<Connectivity, 'whenOffline'>;
  waitMs: number;
}): Promise<T | null> => {
  const offline = connectivity.whenOffline();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooLate = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    return await Promise.race([work, offline.promise.then(() => null), tooLate]);
  } finally {
    offline.cancel();
    clearTimeout(timer);
  }
};
