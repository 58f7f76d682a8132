import { districts, emailDomains, firstNames, streets, surnames } from './names.mjs';
import { catchmentCenterOf } from './places.mjs';
import { asciiLower, digits } from './text.mjs';

const minorShare = 0.12;
const fiveYearsInDays = 5 * 365;

/**
 * One patient in 40, by id, is a child under 5 who never received a dose (no generated dose
 * names them: dose-rows.mjs): the due lists' 'Sin ninguna dosis'.
 */
export const isZeroDoseChild = (/** @type {number} */ id) => id % 40 === 20;

/**
 * Twelve patients of the million, by id, are minors registered without a document
 * (`isChild`), with a generated identifier and a representative: the rare filter of the
 * paged lists.
 */
export const isUndocumentedChild = (/** @type {number} */ id) => id % 83_333 === 40_000;

/** A unique 8-digit national ID per patient id: an affine permutation of [0, 90,000,000). */
const nationalId = (/** @type {number} */ id) => String(10_000_000 + ((id * 7_919 + 12_345) % 90_000_000));

/** A unique identifier like the one the server gives a child without a national ID. */
const childId = (/** @type {number} */ id) => `999${1_700_000_000_000 + id * 37}${digits(id, 3)}`;

/**
 * Patients `from`..`to` (ids): adults and, about one in eight, minors with a parent from the
 * same batch (whose mobile phone they share), half of them under 5, besides the zero-dose ones
 * ({@link isZeroDoseChild}). Every patient has a national ID but the twelve minors registered
 * without one ({@link isUndocumentedChild}), whose parent is their representative. Nine in ten
 * are followed up at a catchment centre, by weight (places.mjs).
 *
 * @param {import('./dose-rows.mjs').Chunk} chunk
 */
export const patientRows = ({ from, to, random, calendar }) => {
  const rows = [];
  /** @type {{ id: number, mobilePhone: string }[]} */
  const adults = [];
  for (let id = from; id <= to; id += 1) {
    const isZeroDose = adults.length > 0 && isZeroDoseChild(id);
    const isChild = adults.length > 0 && isUndocumentedChild(id);
    const isMinor = isZeroDose || isChild || (adults.length > 0 && random.chance(minorShare));
    const isUnderFive = isZeroDose || random.chance(0.5);
    const ageDays = !isMinor
      ? random.int(18 * 365 + 1, 90 * 365)
      : isUnderFive
        ? random.int(0, fiveYearsInDays - 1)
        : random.int(fiveYearsInDays, 17 * 365);
    const dateOfBirth = calendar.date(-ageDays);
    const firstName = random.pick(firstNames);
    const lastname = `${random.pick(surnames)} ${random.pick(surnames)}`;
    const parent = isMinor ? random.pick(adults) : undefined;
    const row = {
      id,
      isActive: 1,
      isChild: isChild ? 1 : 0,
      identityDocument: isChild ? childId(id) : nationalId(id),
      representativeId: isChild ? (parent?.id ?? null) : null,
      firstName,
      lastname,
      dateOfBirth,
      age: String(calendar.ageOn(dateOfBirth)),
      mobilePhone: parent?.mobilePhone ?? `519${digits(random.int(0, 99_999_999), 8)}`,
      email: `${asciiLower(firstName)}.${asciiLower(lastname.split(' ')[0] ?? '')}${id % 997}@${random.pick(emailDomains)}`,
      address: `${random.pick(streets)} ${random.int(100, 4999)} ${random.pick(districts)}`,
      vaccinationCenterId: catchmentCenterOf(id),
    };
    rows.push(row);
    if (!isMinor) adults.push(row);
  }
  return rows;
};
