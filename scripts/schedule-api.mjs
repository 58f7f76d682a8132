// The panel's API as `npm run schedule:load` calls it: signed in as an admin, JSON in and out.

/**
 * @typedef {{ status: number, body: any }} Answer
 * A JSON answer of the API: its status and its parsed body (null when empty).
 */

/**
 * A client of the panel's API at `baseUrl` (…/api/v1), signed in with an admin's e-mail and password; null and the
 * reason when the login is refused.
 * @param {{ baseUrl: string, email: string, password: string }} options
 */
export const signIn = async ({ baseUrl, email, password }) => {
  /**
   * @param {string} method
   * @param {string} path
   * @param {{ token?: string, body?: unknown }} [options]
   * @returns {Promise<Answer>}
   */
  const call = async (method, path, { token, body } = {}) => {
    const send = () =>
      fetch(`${baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    // A read sent on a kept-alive connection the server closed as idle meanwhile (the loader parsed for longer than
    // the server keeps one) fails before any answer: sent again once, on a new connection. Writes are not.
    const response = await send().catch((error) => {
      if (method !== 'GET' || error?.cause?.code !== 'UND_ERR_SOCKET') throw error;
      return send();
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const login = await call('POST', '/auth/login', { body: { email, password } });
  if (login.status !== 200) return { api: null, refusal: reasonOf(login) };
  const token = login.body?.token;
  return {
    api: {
      /** @param {string} method @param {string} path @param {unknown} [body] */
      call: (method, path, body) => call(method, path, { token, body }),
      /**
       * Every active row of a list route (the API answers the whole list without paging).
       * @param {string} path
       * @returns {Promise<any[]>}
       */
      all: async (path) => {
        const answer = await call('GET', path, { token });
        return Array.isArray(answer.body) ? answer.body : (answer.body?.items ?? []);
      },
    },
    refusal: null,
  };
};

/**
 * The panel's reason for a refusal: its message, then each field's.
 * @param {Answer} answer
 */
export const reasonOf = ({ status, body }) => {
  const refusal = Array.isArray(body) ? null : body;
  return [refusal?.message ?? `HTTP ${status}`, ...Object.values(refusal?.errors ?? {})].join(' · ');
};
