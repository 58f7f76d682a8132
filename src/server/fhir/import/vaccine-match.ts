import type { CodeableConcept, Coding } from '@medplum/fhirtypes';
import { cvxSystem } from '../../../domain/cdsi/panel/product-key';
import { normalizeSearch } from '../../../engine';
import { type Db, tableOf } from '../../../engine/server';
import { vaccines } from '../../../entities/vaccines';
import { localVaccineSystem } from '../code-systems';
import { type EntryPlace, entryFailure } from './entry-failure';

/** An active vaccine as the import matches it: by its standard code, its own id, or its folded name. */
export type KnownVaccine = { id: number; name: string; codeSystem: string | null; code: string | null };

/** The active vaccines, read once per import: a few dozen rows. */
export const knownVaccines = async (db: Db): Promise<KnownVaccine[]> =>
  (
    await db
      .selectFrom(tableOf(vaccines))
      .select(['id', 'vaccineName', 'codeSystem', 'code'])
      .where('isActive', '=', 1)
      .orderBy('id')
      .execute()
  ).map((row) => ({
    id: Number(row.id),
    name: String(row.vaccineName ?? ''),
    codeSystem: row.codeSystem === null ? null : String(row.codeSystem),
    code: row.code === null ? null : String(row.code),
  }));

/** A CVX code as the import compares it: without spaces or leading zeros ('03' is '3'). */
const cvxKey = (code: string) => code.trim().replace(/^0+(?=\d)/, '');

/** A name as the import compares it: without case, accents or repeated spaces. */
const folded = (text: string) => normalizeSearch(text).trim().replace(/\s+/g, ' ');

/**
 * The vaccine an Immunization's `vaccineCode` names: by the panel's own code first, then by CVX
 * (a coding of `http://hl7.org/fhir/sid/cvx`, '03' and '3' alike: a CVX code the panel has no
 * vaccine for refuses the entry, whatever its name says), then by another standard system and
 * code, then by name (its text or a coding's display), without case or accents. When several
 * vaccines share a code, the one also named so. A vaccine the panel does not have, or cannot
 * tell apart, refuses the whole Bundle, naming the entry.
 *
 * @example
 * matchVaccine(place, { coding: [{ system: 'http://hl7.org/fhir/sid/cvx', code: '146' }] }, known) // 9
 */
export const matchVaccine = (
  place: EntryPlace,
  vaccineCode: CodeableConcept | undefined,
  known: readonly KnownVaccine[],
) => {
  const codings: Coding[] = Array.isArray(vaccineCode?.coding) ? vaccineCode.coding : [];
  const names = [vaccineCode?.text, ...codings.map((coding) => coding.display)]
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .map(folded);
  const isNamed = (vaccine: KnownVaccine) => names.includes(folded(vaccine.name));
  const own = codings.find((coding) => coding.system === localVaccineSystem);
  const byOwnCode = known.find((vaccine) => String(vaccine.id) === own?.code);
  if (byOwnCode) return byOwnCode.id;
  const byCode = codeMatches(place, codings, known);
  const [onlyByCode] = byCode;
  if (byCode.length === 1 && onlyByCode) return onlyByCode.id;
  const candidates = byCode.length > 1 ? byCode.filter(isNamed) : known.filter(isNamed);
  const [match] = candidates;
  if (candidates.length === 1 && match) return match.id;
  const described = describe(vaccineCode, codings);
  if (byCode.length > 1) {
    throw entryFailure(place, {
      code: 'multiple-matches',
      diagnostics: `el código ${described} corresponde a varias vacunas (${byCode.map((vaccine) => vaccine.name).join(', ')}); indique el nombre en vaccineCode.text`,
      path: 'vaccineCode',
    });
  }
  throw entryFailure(place, {
    code: 'code-invalid',
    diagnostics: `la vacuna ${described} no está registrada en el panel (ni por código ni por nombre)`,
    path: 'vaccineCode',
  });
};

/**
 * The vaccines a code of the Immunization names: those of its CVX codes when it has any (none
 * refuses the entry: the panel has no such product), else those of any standard system and code.
 */
const codeMatches = (place: EntryPlace, codings: readonly Coding[], known: readonly KnownVaccine[]) => {
  const cvx = codings.flatMap((coding) =>
    coding.system === cvxSystem && typeof coding.code === 'string' && coding.code.trim() !== '' ? [coding.code] : [],
  );
  if (cvx.length === 0) {
    return known.filter((vaccine) =>
      codings.some((coding) => coding.system === vaccine.codeSystem && coding.code === vaccine.code && coding.code),
    );
  }
  const keys = cvx.map(cvxKey);
  const matches = known.filter(
    (vaccine) => vaccine.codeSystem === cvxSystem && vaccine.code !== null && keys.includes(cvxKey(vaccine.code)),
  );
  if (matches.length > 0) return matches;
  throw entryFailure(place, {
    code: 'code-invalid',
    diagnostics: `ninguna vacuna del panel tiene el código CVX ${cvx.join(', ')}: regístrela en 'Vacunas' con el sistema de códigos ${cvxSystem} y ese código`,
    path: 'vaccineCode',
  });
};

const describe = (vaccineCode: CodeableConcept | undefined, codings: readonly Coding[]) => {
  const codes = codings.filter((coding) => coding.code).map((coding) => `${coding.system ?? ''}|${coding.code}`);
  const name = vaccineCode?.text ?? codings.find((coding) => coding.display)?.display;
  return [...codes, ...(name ? [`'${name}'`] : [])].join(' ') || 'sin código';
};
