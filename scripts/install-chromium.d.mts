/** Debian's headless Chromium, which the browser suite prefers. */
export declare const headlessShell: string;
/** Where the browser suite looks for Chromium when CHROME_PATH is not set, first found first: tests/e2e/support/chromium.ts. */
export declare const chromiumCandidates: string[];
/** Installs Debian's `chromium-headless-shell` with apt-get when it is missing and running as root; whether it installed it. */
export declare const installChromiumIfMissing: () => boolean;
