const configuredBase: unknown = import.meta.env.VITE_API_BASE_URL;

/** The API's origin (`VITE_API_BASE_URL`, without a trailing slash); '' for the page's own origin. */
export const apiBaseUrl = typeof configuredBase === 'string' ? configuredBase.replace(/\/+$/, '') : '';
