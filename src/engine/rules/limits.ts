/**
 * Bounds every supported database can store, so a value past them is refused with a Spanish
 * message instead of failing in the database.
 */

/** The largest whole number stored: PostgreSQL's `integer`, the type of ids, references and counts. */
export const maxStoredInteger = 2_147_483_647;

/** The longest value a `text` field takes unless it sets its own `max`. */
export const defaultMaxLength = 255;
