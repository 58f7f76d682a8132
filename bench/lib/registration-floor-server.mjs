import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { openDriverDoses } from '../sections/driver-registration.mjs';

/**
 * The floor of dose registration on this machine: an HTTP server on the product's stack
 * (Hono on Node, jose's JWT, zod) with none of the product's rules. `POST /api/v1/applied-doses`
 * verifies the bearer token, validates the body and runs the driver baseline's transaction
 * (the conditional stock update and the insert), nothing else: no reference, series or
 * schedule check, no ledger movement, forecast or audit entry, and the body sent back as the
 * answer. No API that registers a dose here can be faster. `GET /token` hands out a token, and
 * `GET /api/v1/health` answers once it listens. Started by the bench with PORT, DATA_DIR and
 * DATABASE_URL as the server is.
 */
const key = crypto.getRandomValues(new Uint8Array(32));
const doseSchema = z.object({
  patientId: z.number().int().positive(),
  vaccineBatchId: z.number().int().positive(),
  doseNumber: z.number().int().min(1).max(20),
  vaccinationCenterId: z.number().int().positive(),
  applyingUserId: z.number().int().positive(),
  observations: z.string().max(500),
});
const doses = openDriverDoses({ databaseUrl: process.env.DATABASE_URL, dataDir: String(process.env.DATA_DIR) });

const app = new Hono();
app.get('/api/v1/health', (c) => c.json({ status: 'ok' }));
app.get('/token', async (c) =>
  c.json({
    token: await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(key),
  }),
);
app.post('/api/v1/applied-doses', async (c) => {
  const token = c.req.header('authorization')?.replace(/^Bearer /, '') ?? '';
  try {
    await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
  } catch {
    return c.json({ message: 'Token inválido' }, 401);
  }
  const body = doseSchema.safeParse(await c.req.json());
  if (!body.success) return c.json({ message: 'Datos inválidos' }, 400);
  await doses.registerOne(body.data);
  return c.json(body.data, 201);
});

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
process.once('SIGTERM', () => {
  server.close();
  void doses.close();
});
