/** The address of the browser suite's server: playwright.config.ts picks E2E_PORT before any worker starts. */
export const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
