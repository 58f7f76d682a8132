import { z } from 'zod';
import { integer, text } from '../engine';
import { placeTypes } from './supply/stock-places';

/**
 * A lot's stock ledger (issue 27): every change of its vials is a movement, and its
 * `availableQuantity` is always the sum of its movements, never below 0. Shared by the server,
 * which writes and answers them, and the lot's screens, which show them and send the bodies.
 */

/**
 * The kinds of movement and their sign, each at a place (issue 42): `receipt` (+ the lot's
 * initial vials), `dose` (−1 vial, or −1 open dose of a multi-dose vial), `dose-cancelled` (+1),
 * `dose-restored` (−1), `vial-opened` (−1 vial, + its doses open), `discard` (−n vials or open
 * doses, with a reason), `count` (± the difference a physical count found, or an admin's edit of
 * the available vials), and a transfer's `transfer-out` (−n at its source), `transfer-in` (+n
 * sent, at its destination) and `transit-loss` (−the vials that did not arrive).
 */
export const stockMovementKinds = [
  'receipt',
  'dose',
  'dose-cancelled',
  'dose-restored',
  'discard',
  'count',
  'vial-opened',
  'transfer-out',
  'transfer-in',
  'transit-loss',
] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];

/** How a movement's kind reads in the lot's 'Movimientos' view. */
export const stockMovementKindLabels: Readonly<Record<StockMovementKind, string>> = {
  receipt: 'Recepción',
  dose: 'Dosis aplicada',
  'dose-cancelled': 'Dosis anulada',
  'dose-restored': 'Dosis restaurada',
  discard: 'Baja',
  count: 'Conteo físico',
  'vial-opened': 'Vial abierto',
  'transfer-out': 'Envío',
  'transfer-in': 'Recepción de envío',
  'transit-loss': 'Pérdida en tránsito',
};

/**
 * Why vials are discarded ('Dar de baja'); `recalled` is also what a recall writes, and
 * `open-vial-expired` what an open vial past its hours, or closed with its session, writes.
 */
export const discardReasons = [
  'expired',
  'broken',
  'frozen',
  'vvm',
  'temperature',
  'lost',
  'recalled',
  'open-vial-expired',
] as const;
export type DiscardReason = (typeof discardReasons)[number];

/** A discard reason as the user reads it. */
export const discardReasonLabels: Readonly<Record<DiscardReason, string>> = {
  expired: 'Vencido',
  broken: 'Frasco roto',
  frozen: 'Congelado',
  vvm: 'Cambio de color del monitor VVM',
  temperature: 'Ruptura de cadena de frío',
  lost: 'Extraviado',
  recalled: 'Retiro del lote',
  'open-vial-expired': 'Vial abierto vencido',
};

/** The reasons only the server writes: an admin never picks them in 'Dar de baja'. */
export const writtenReasons: readonly DiscardReason[] = ['recalled', 'open-vial-expired'];

/** How a recalled lot's state reads, in /lotes and wherever lots are offered. */
export const recalledLabel = 'Retirado';

/** The note of the `count` movement an admin's edit of a lot's available vials writes. */
export const batchEditNote = 'Edición del lote';

/** The longest note or recall reason. */
export const stockNoteMaxLength = 500;

const note = text({ max: [stockNoteMaxLength, `La nota no puede superar ${stockNoteMaxLength} caracteres`] });

/**
 * Where a discard or a count is made (issue 42): a place's type and id, both or neither; without
 * them, the one place that holds the lot, else the store it was received in.
 */
const placeKeys = {
  placeType: z
    .enum(placeTypes, { error: "El tipo de lugar debe ser 'store' o 'center'" })
    .optional()
    .meta({ description: 'Tipo del lugar: `store` (almacén de una unidad) o `center`.' }),
  placeId: z
    .number({ error: 'El id del lugar debe ser un número entero' })
    .int('El id del lugar debe ser un número entero')
    .min(1, 'El id del lugar debe ser un número entero')
    .optional()
    .meta({ description: 'Id del lugar (la unidad del almacén, o el centro).' }),
};

/** `POST /vaccine-batches/{id}/discards`: how many vials leave, why, and an optional note. */
export const discardBodySchema = z.object({
  quantity: integer({
    required: 'La cantidad es requerida',
    min: [1, 'La cantidad debe ser al menos 1'],
    integer: 'La cantidad debe ser un número entero',
  }),
  reason: z.enum(discardReasons, { error: 'Seleccione un motivo de baja válido' }),
  note,
  ...placeKeys,
});
export type DiscardBody = z.infer<typeof discardBodySchema>;

/** `POST /vaccine-batches/{id}/counts`: the vials found by a physical count, and an optional note. */
export const countBodySchema = z.object({
  countedQuantity: integer({
    required: 'La cantidad contada es requerida',
    min: [0, 'La cantidad contada no puede ser negativa'],
    integer: 'La cantidad contada debe ser un número entero',
  }),
  note,
  ...placeKeys,
});
export type CountBody = z.infer<typeof countBodySchema>;

/** `POST /vaccine-batches/{id}/recall`: why the lot is withdrawn. */
export const recallBodySchema = z.object({
  reason: text({
    required: 'El motivo del retiro es requerido',
    min: [5, 'El motivo del retiro debe tener al menos 5 caracteres'],
    max: [stockNoteMaxLength, `El motivo del retiro no puede superar ${stockNoteMaxLength} caracteres`],
  }),
});
export type RecallBody = z.infer<typeof recallBodySchema>;

/** One movement of `GET /vaccine-batches/{id}/movements`; `quantity` is signed, `at` an ISO instant. */
export const stockMovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(stockMovementKinds),
  quantity: z.number().int(),
  reason: z.enum(discardReasons).nullable(),
  note: z.string().nullable(),
  balanceAfter: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  appliedDoseId: z.number().int().nullable(),
  placeType: z.enum(placeTypes),
  placeId: z.number().int(),
  vials: z.number().int(),
  openDoses: z.number().int(),
  transferId: z.number().int().nullable(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/**
 * A page of a lot's movements, newest first; `total` counted up to 1,000, and with
 * `isTotalCapped` a number the ledger has more movements than.
 */
export const stockMovementsPageSchema = z.object({
  items: z.array(stockMovementSchema),
  total: z.number().int(),
  isTotalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StockMovementsPage = z.infer<typeof stockMovementsPageSchema>;

/**
 * The answer of a discard, a count or a recall: the movement written (null for a count equal
 * to the stock, or a recall of an empty lot) and the lot's vials after it.
 */
export const stockChangeSchema = z.object({
  movement: stockMovementSchema.nullable(),
  availableQuantity: z.number().int(),
});
export type StockChange = z.infer<typeof stockChangeSchema>;

/** What a recall discarded at one place: its closed vials and the doses of its open vial. */
export const recalledPlaceSchema = z.object({
  placeType: z.enum(placeTypes),
  placeId: z.number().int(),
  placeName: z.string(),
  vialsDiscarded: z.number().int(),
  openDosesDiscarded: z.number().int(),
});
export type RecalledPlace = z.infer<typeof recalledPlaceSchema>;

/** The answer of a recall: its last movement, the lot's vials after it (0), and each place's discards. */
export const recallAnswerSchema = stockChangeSchema.extend({ places: z.array(recalledPlaceSchema) });

/**
 * One patient who received an active dose of a lot (`GET /vaccine-batches/{id}/recipients`):
 * their phone, or their representative's when they have none (`isRepresentativePhone`), the
 * dose's date and centre.
 */
export const batchRecipientSchema = z.object({
  appliedDoseId: z.number().int(),
  patientId: z.number().int(),
  firstName: z.string(),
  lastname: z.string(),
  identityDocument: z.string().nullable(),
  phone: z.string().nullable(),
  isRepresentativePhone: z.boolean(),
  applicationDateTime: z.string().nullable(),
  vaccinationCenterId: z.number().int().nullable(),
  centerName: z.string().nullable(),
});
export type BatchRecipient = z.infer<typeof batchRecipientSchema>;

/** A page of a lot's recipients, the latest dose first. */
export const batchRecipientsPageSchema = z.object({
  items: z.array(batchRecipientSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BatchRecipientsPage = z.infer<typeof batchRecipientsPageSchema>;
