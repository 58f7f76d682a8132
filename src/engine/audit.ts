import { z } from 'zod';
import { formatValue } from './cell-format';
import type { AnyEntity, FieldConfig } from './contract/entity';

const auditValuesSchema = z.record(z.string(), z.unknown()).nullable().meta({
  description: 'Los valores por nombre de campo; los privados como "[oculto]". null si no hay (antes de crear).',
});

/** Who made a change, as the trail names them (their account's own columns). */
export const auditUserSchema = z
  .looseObject({
    id: z.int(),
    name: z.string().optional(),
    lastname: z.string().optional(),
    email: z.string().optional(),
  })
  .nullable()
  .meta({ description: 'Quién: su id, nombre, apellido y correo; null si no hay (un inicio de sesión fallido).' });

/** One entry of the audit trail, as `GET /audit` answers it. */
export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string().meta({ format: 'date-time', description: 'Cuándo (ISO 8601, UTC).' }),
  entity: z
    .string()
    .meta({ description: 'La entidad (su nombre, como `countries`), o `auth` para inicios de sesión.' }),
  rowId: z.int().nullable().meta({ description: 'El id del registro; null si no hay.' }),
  action: z.string().meta({
    description:
      '`create`, `update`, `delete`, `restore`, `login`, `login-failed`, `read` (una consulta de un registro), `access-granted` (un acceso fuera del ámbito, con su motivo) o el nombre de una acción (`status`, `cancel`).',
  }),
  user: auditUserSchema,
  before: auditValuesSchema,
  after: auditValuesSchema,
});

/** A page of the trail, newest first, without a total (counting a trail of millions would read it all). */
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  hasMore: z.boolean().meta({ description: 'Si hay una página siguiente.' }),
});

export type AuditUser = NonNullable<z.infer<typeof auditUserSchema>>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The trail's filters and page. */
export type AuditParams = {
  entity?: string;
  rowId?: number;
  userId?: number;
  action?: string;
  /** ISO instants, `from` included, `to` included. */
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
  signal?: AbortSignal;
};

export type AuditResult = z.infer<typeof auditPageSchema>;

/** The label of the row a reference field points at, or undefined when it is not known (deleted, not readable). */
export type ReferenceLabelOf = (field: FieldConfig, id: number) => string | undefined;

/**
 * The rows an entry's reference fields point at, by target entity: what to ask for to name
 * them ('País: Perú → Chile' rather than ids).
 *
 * @example
 * referencedIds(manufacturers, [{ before: { countryId: 7 }, after: { countryId: 9 } }]) // Map { 'countries' => [7, 9] }
 */
export const referencedIds = (
  entity: AnyEntity | undefined,
  entries: readonly Pick<AuditEntry, 'before' | 'after'>[],
): Map<string, number[]> => {
  const byTarget = new Map<string, Set<number>>();
  for (const field of entity?.fields ?? []) {
    if (!field.reference) continue;
    for (const entry of entries) {
      for (const value of [entry.before?.[field.name], entry.after?.[field.name]]) {
        if (typeof value !== 'number') continue;
        const ids = byTarget.get(field.reference.entity) ?? new Set<number>();
        byTarget.set(field.reference.entity, ids.add(value));
      }
    }
  }
  return new Map([...byTarget].map(([target, ids]) => [target, [...ids].slice(0, 200)]));
};

/** One changed field of an entry, in words: its label, and its value before and after. */
export type AuditChange = { name: string; label: string; before: string; after: string };

/** The trail's own actions, in Spanish; an entity's actions take their label from its config. */
export const auditActionLabels: Readonly<Record<string, string>> = {
  create: 'Creado',
  update: 'Modificado',
  delete: 'Eliminado',
  restore: 'Restaurado',
  login: 'Inicio de sesión',
  'login-failed': 'Inicio de sesión fallido',
  password: 'Contraseña cambiada',
  read: 'Consulta',
  'access-granted': 'Acceso fuera de su ámbito',
};

/** Where there is no value (before a create, an empty field). */
export const emptyValue = '—';

const activeLabel = 'Activo';

/**
 * An entry's action in Spanish: 'Creado', 'Modificado', 'Eliminado', 'Restaurado', the summary of
 * the declared route that wrote it under its `audit` name ('Registrar la recepción'), or the
 * label of the entity's action (the variant the row was in before it: 'Cerrar Lote').
 *
 * @example
 * auditActionLabel(vaccineBatches, { action: 'status', before: { status: 1 } }) // 'Cerrar Lote'
 */
export const auditActionLabel = (
  entity: AnyEntity | undefined,
  entry: Pick<AuditEntry, 'action' | 'before'>,
): string => {
  const own = auditActionLabels[entry.action];
  if (own) return own;
  const route = entity?.routes?.find((candidate) => candidate.audit === entry.action);
  if (route) return route.summary;
  const action = entity?.actions?.find((candidate) => candidate.name === entry.action);
  if (!action) return entry.action;
  const before = entry.before ?? {};
  const variant =
    action.variants.find((candidate) => candidate.when && before[candidate.when.field] === candidate.when.equals) ??
    action.variants.find((candidate) => !candidate.when) ??
    action.variants[0];
  return variant?.label ?? entry.action;
};

/**
 * The fields an entry changed, by their Spanish labels, before → after, in the config's
 * field order (then any other key, such as the row's active flag).
 *
 * @example
 * auditChanges(countries, { before: { nameCountry: 'Peru' }, after: { nameCountry: 'Perú' } })
 * // [{ name: 'nameCountry', label: 'País', before: 'Peru', after: 'Perú' }]
 */
export const auditChanges = (
  entity: AnyEntity | undefined,
  entry: Pick<AuditEntry, 'before' | 'after'>,
  /** A referenced row's label by field and id ('Perú' for countryId 7), when known. */
  referenceLabelOf?: ReferenceLabelOf,
): AuditChange[] => {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const names = Object.keys({ ...before, ...after });
  const fields = entity?.fields ?? [];
  const order = (name: string) => {
    const index = fields.findIndex((field) => field.name === name);
    return index === -1 ? fields.length : index;
  };
  return names
    .sort((left, right) => order(left) - order(right))
    .map((name) => {
      const field = fields.find((candidate) => candidate.name === name);
      return {
        name,
        label: labelOf(name, field),
        before: shown(before[name], field, referenceLabelOf),
        after: shown(after[name], field, referenceLabelOf),
      };
    });
};

/** Who made the change: 'Ana Admin (admin@gmail.com)', or 'Desconocido' (a failed login). */
export const auditUserLabel = (user: AuditUser | null): string => {
  if (!user) return 'Desconocido';
  const name = [user.name, user.lastname].filter(Boolean).join(' ');
  if (name && user.email) return `${name} (${user.email})`;
  return name || String(user.email ?? `Usuario ${user.id}`);
};

/** When, in the viewer's time zone: '05/03/2026 14:07:09'. */
export const auditTime = (at: string): string => {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return date.toLocaleString('es', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
};

/** The trail's own values, beside an entity's fields: a read's route, a grant's reason and end. */
const entryValueLabels: Readonly<Record<string, string>> = {
  isActive: activeLabel,
  email: 'Correo electrónico',
  route: 'Ruta consultada',
  reason: 'Motivo',
  expiresAt: 'Vence',
};

const labelOf = (name: string, field: FieldConfig | undefined) => field?.label ?? entryValueLabels[name] ?? name;

const shown = (value: unknown, field: FieldConfig | undefined, referenceLabelOf?: ReferenceLabelOf) => {
  if (value === undefined || value === null || value === '') return emptyValue;
  if (field?.reference && typeof value === 'number') return referenceLabelOf?.(field, value) ?? `#${value}`;
  return formatValue(value, field) || String(value);
};
