import { districts, emailDomains, firstNames, streets, surnames } from './names.mjs';
import { asciiLower, digits } from './text.mjs';

const childShare = 0.12;

/** A unique 8-digit national ID per patient id: an affine permutation of [0, 90,000,000). */
const nationalId = (/** @type {number} */ id) => String(10_000_000 + ((id * 7_919 + 12_345) % 90_000_000));

/** A unique identifier like the one the server gives a child without a national ID. */
const childId = (/** @type {number} */ id) => `999${1_700_000_000_000 + id * 37}${digits(id, 3)}`;

/**
 * Patients `from`..`to` (ids): adults with a national ID and, about one in eight, children
 * with a generated identifier and an adult representative from the same batch.
 *
 * @param {import('./dose-rows.mjs').Chunk} chunk
 */
export const patientRows = ({ from, to, random, calendar }) => {
  const rows = [];
  /** @type {{ id: number, mobilePhone: string }[]} */
  const adults = [];
  for (let id = from; id <= to; id += 1) {
    const isChild = adults.length > 0 && random.chance(childShare);
    const ageDays = isChild ? random.int(30, 17 * 365) : random.int(18 * 365 + 1, 90 * 365);
    const dateOfBirth = calendar.date(-ageDays);
    const firstName = random.pick(firstNames);
    const lastname = `${random.pick(surnames)} ${random.pick(surnames)}`;
    const representative = isChild ? random.pick(adults) : undefined;
    const row = {
      id,
      isActive: 1,
      isChild: isChild ? 1 : 0,
      identityDocument: isChild ? childId(id) : nationalId(id),
      representativeId: representative?.id ?? null,
      firstName,
      lastname,
      dateOfBirth,
      age: String(calendar.ageOn(dateOfBirth)),
      mobilePhone: representative?.mobilePhone ?? `519${digits(random.int(0, 99_999_999), 8)}`,
      email: `${asciiLower(firstName)}.${asciiLower(lastname.split(' ')[0] ?? '')}${id % 997}@${random.pick(emailDomains)}`,
      address: `${random.pick(streets)} ${random.int(100, 4999)} ${random.pick(districts)}`,
    };
    rows.push(row);
    if (!isChild) adults.push(row);
  }
  return rows;
};
