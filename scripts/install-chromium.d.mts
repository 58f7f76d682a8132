/** Where the browser suite looks for Chromium when CHROME_PATH is not set: tests/e2e/support/chromium.ts. */
export declare const chromiumCandidates: string[];
/** Installs Debian's `chromium` with apt-get when none is found and running as root; whether it installed it. */
export declare const installChromiumIfMissing: () => boolean;
