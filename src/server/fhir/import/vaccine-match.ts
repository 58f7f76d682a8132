import type { CodeableConcept, Coding } from '@medplum/fhirtypes';
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

/** A name as the import compares it: without case, accents or repeated spaces. */
const folded = (text: string) => normalizeSearch(text).trim().replace(/\s+/g, ' ');

/**
 * The vaccine an Immunization's `vaccineCode` names: by code first (the panel's own code, or a
 * vaccine's standard system and code; when several vaccines share a code, the one also named
 * so), then by name (its text or a coding's display), without case or accents. A vaccine the
 * panel does not have, or cannot tell apart, refuses the whole Bundle, naming the entry.
 *
 * @example
 * matchVaccine(place, { coding: [{ system: 'http://snomed.info/sct', code: '412403009' }] }, known) // 7
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
  const byCode = known.filter((vaccine) =>
    codings.some((coding) => coding.system === vaccine.codeSystem && coding.code === vaccine.code && coding.code),
  );
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

const describe = (vaccineCode: CodeableConcept | undefined, codings: readonly Coding[]) => {
  const codes = codings.filter((coding) => coding.code).map((coding) => `${coding.system ?? ''}|${coding.code}`);
  const name = vaccineCode?.text ?? codings.find((coding) => coding.display)?.display;
  return [...codes, ...(name ? [`'${name}'`] : [])].join(' ') || 'sin código';
};
