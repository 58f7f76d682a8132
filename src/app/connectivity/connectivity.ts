export type ConnectivityOptions = {
  /** Asks the API for any answer: true when it answered (whatever its status), false when none came. */
  probe: () => Promise<boolean>;
  /** Whether the browser believes it has a network when the tracking starts (`navigator.onLine`). */
  isBrowserOnline: () => boolean;
  /** The first probe after the API went unreachable, then the next ones. */
  probeDelaysMs?: { first: number; next: number };
};

export type Connectivity = {
  /** Online: the browser has a network and the API answered its last request. */
  isOnline: () => boolean;
  /** Whether the API answered a request at all: every request made says so. */
  report: (isReachable: boolean) => void;
  /** The browser's `online` and `offline` events. */
  browserWent: (isOnline: boolean) => void;
  /** Calls `listener` with each change of `isOnline`; answers its removal. */
  subscribe: (listener: (isOnline: boolean) => void) => () => void;
  /** Settles the first time the device is offline from now on (at once when it is); `cancel` frees it. */
  whenOffline: () => { promise: Promise<void>; cancel: () => void };
  /** Starts tracking (a probe at once: the browser may say online where no request gets through); answers its end. */
  start: () => () => void;
};

const defaultProbeDelays = { first: 1_000, next: 5_000 };

/**
 * The device's connectivity as the network behaves, not only as `navigator.onLine` says: a
 * clinic's Wi-Fi without internet, or a page opened offline by some browsers, reads online
 * there. Offline when the browser says so or when a request to the API got no answer; online
 * again when the API answers, which a probe asks for while it is unreachable (after 1 s, then
 * every 5 s) and at once when the browser says the network is back.
 *
 * @example
 * const connectivity = createConnectivity({ probe: () => answersHealth(), isBrowserOnline: () => navigator.onLine });
 * const stop = connectivity.start();
 * connectivity.subscribe((isOnline) => isOnline && void outboxSync.run({ isForced: true }));
 */
export const createConnectivity = (options: ConnectivityOptions): Connectivity => {
  const delays = options.probeDelaysMs ?? defaultProbeDelays;
  const listeners = new Set<(isOnline: boolean) => void>();
  let isBrowserOnline = options.isBrowserOnline();
  let isReachable = true;
  let isStarted = false;
  let isProbing = false;
  let probeTimer: ReturnType<typeof setTimeout> | undefined;

  const isOnline = () => isBrowserOnline && isReachable;

  const change = (next: { isBrowserOnline?: boolean; isReachable?: boolean }) => {
    const before = isOnline();
    isBrowserOnline = next.isBrowserOnline ?? isBrowserOnline;
    isReachable = next.isReachable ?? isReachable;
    const after = isOnline();
    if (after !== before) for (const listener of [...listeners]) listener(after);
  };

  /** The next probe in `delayMs` while one is needed (started, the browser online, the API unreachable); else none. */
  const keepProbing = (delayMs: number) => {
    clearTimeout(probeTimer);
    const isNeeded = isStarted && isBrowserOnline && !isReachable;
    probeTimer = isNeeded ? setTimeout(() => void probeNow(), delayMs) : undefined;
  };

  const probeNow = async () => {
    if (isProbing || !isStarted) return;
    isProbing = true;
    const answered = await options.probe().catch(() => false);
    isProbing = false;
    change({ isReachable: answered });
    keepProbing(delays.next);
  };

  return {
    isOnline,
    report: (reachable) => {
      const wasReachable = isReachable;
      change({ isReachable: reachable });
      if (wasReachable !== reachable && !isProbing) keepProbing(delays.first);
    },
    browserWent: (online) => {
      change({ isBrowserOnline: online });
      if (online) void probeNow();
      else keepProbing(0);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    whenOffline: () => {
      let listener = (_isOnline: boolean) => {};
      const promise = new Promise<void>((resolve) => {
        if (!isOnline()) return resolve();
        listener = (online) => {
          if (!online) resolve();
        };
        listeners.add(listener);
      });
      return { promise, cancel: () => listeners.delete(listener) };
    },
    start: () => {
      isStarted = true;
      change({ isBrowserOnline: options.isBrowserOnline() });
      void probeNow();
      return () => {
        isStarted = false;
        keepProbing(0);
      };
    },
  };
};
