/**
 * The demo admin the bench creates at the server's first start and logs in as. The generated
 * staff and scoped admins share its password (reference-rows.mjs copies its hash).
 */
export const admin = { email: 'admin@gmail.com', password: 'admin123' };

/**
 * Logs in through the API, as the admin or as the account of `email`, and returns `{ token, role }`.
 *
 * @example
 * const { token } = await login('http://127.0.0.1:4310');
 *
 * @param {string} url
 * @param {string} [email]
 * @returns {Promise<{ token: string, role: string }>}
 */
export const login = async (url, email = admin.email) => {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: admin.password }),
  });
  if (response.status !== 200) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
  return response.json();
};

/**
 * The text of a GET, failing on anything but 200.
 *
 * @param {string} url
 * @param {string} [token]
 */
export const getText = async (url, token) => {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
  return response.text();
};
