import { z } from 'zod';
import { orgUnitLevels } from './org-units';
import { roles } from './roles';

/** Where an account works: the whole network ('national'), a region, a district, or a centre. */
export const accountPlaceSchema = z.object({
  level: z.enum([...orgUnitLevels, 'center']),
  /** The unit's or the centre's id; null for the whole network of an account without a place. */
  id: z.int().nullable(),
  /** Its name as the top bar shows it ('Centro de Salud Norte', 'Distrito Lima Norte', 'Red Nacional de Salud'). */
  name: z.string(),
});

/** `GET /auth/me`: the signed-in account, its role and its place. */
export const accountAnswerSchema = z.object({
  id: z.int(),
  name: z.string(),
  lastname: z.string(),
  role: z.enum(roles),
  place: accountPlaceSchema,
});

export type AccountAnswer = z.infer<typeof accountAnswerSchema>;
