import { baseURL } from './base-url';
import { demoAccounts } from './browser';

/** Calls the real API of the server under test, for setting up data a scenario needs. */
export const apiAs = async (role: keyof typeof demoAccounts) => {
  const login = await fetch(`${baseURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccounts[role]),
  });
  const { token } = (await login.json()) as { token: string };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseURL}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
};

/** The demo network's district 'Distrito Lima Norte', where the demo's 'Centro de Salud Norte' is: a new centre's default. */
export const demoDistrictId = async () => {
  const api = await apiAs('admin');
  const units = await api<{ id: number; name: string }[]>('GET', '/org-units?q=Lima%20Norte');
  const district = units.find((unit) => unit.name === 'Distrito Lima Norte');
  if (!district) throw new Error('The demo data has no Distrito Lima Norte');
  return district.id;
};

/**
 * The id of a demo centre ('Centro de Salud Norte' unless named): the catchment centre a
 * scenario's patient needs for the demo vaccinator (salud@gmail.com, who works there) to find them.
 */
export const demoCenterId = async (name = 'Centro de Salud Norte') => {
  const api = await apiAs('admin');
  const centers = await api<{ id: number; centerName: string }[]>(
    'GET',
    `/vaccination-centers?q=${encodeURIComponent(name)}`,
  );
  const center = centers.find((candidate) => candidate.centerName === name);
  if (!center) throw new Error(`The demo data has no ${name}`);
  return center.id;
};

/**
 * A vaccinator of a scenario's own centre, made through the admin API: a health account sees
 * and registers at its centre only, so a scenario of a new centre logs in with one.
 *
 * @example
 * await logInWith(page, await vaccinatorAt(center.id));
 */
export const vaccinatorAt = async (vaccinationCenterId: number) => {
  const api = await apiAs('admin');
  const email = `vacunador.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@gmail.com`;
  const password = 'vacuna123';
  await api('POST', '/users', {
    name: 'Vacunador',
    lastname: 'De Escenario',
    email,
    role: 'health',
    password,
    vaccinationCenterId,
  });
  return { email, password };
};
