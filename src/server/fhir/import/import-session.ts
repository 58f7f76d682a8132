import type { BundleEntry } from '@medplum/fhirtypes';
import type { AnyEntity } from '../../../engine';
import {
  ApiFailure,
  type Db,
  type EntityBehaviour,
  entityWrites,
  type Repository,
  type Store,
  tableOf,
  type WriteContext,
  writeContextOf,
} from '../../../engine/server';
import { appliedDoses } from '../../../entities/applied-doses';
import { patients } from '../../../entities/patients';
import { type EntryPlace, entryFailure } from './entry-failure';
import type { ImportEntry } from './import-entries';
import { type KnownVaccine, knownVaccines } from './vaccine-match';

/** Where a refusal of the entities' writes points in a resource, by the field it names. */
const elementOfField: Readonly<Record<string, string>> = {
  doseNumber: 'protocolApplied[0].doseNumberPositiveInt',
  applicationDate: 'occurrenceDateTime',
  overrideReason: 'occurrenceDateTime',
  patientId: 'patient',
  vaccineId: 'vaccineCode',
  identityDocument: 'identifier',
  firstName: 'name',
  lastname: 'name',
};

/**
 * Runs a write of the entities' engine for an entry, turning its refusal (a rule of the
 * schedule, a dose number taken, a document already registered) into the Bundle's refusal:
 * a 409 becomes a 422 `business-rule`, naming the entry and the element.
 */
export const createdOrFailure = async (place: EntryPlace, write: () => Promise<number>) => {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    const [field, message] = Object.entries(error.errors ?? {})[0] ?? [];
    throw entryFailure(place, {
      code: error.status === 409 ? 'business-rule' : error.status === 403 ? 'forbidden' : 'invalid',
      status: error.status === 409 ? 422 : 400,
      diagnostics: message ?? error.message,
      path: field === undefined ? undefined : elementOfField[field],
    });
  }
};

const absolutePatient = /^https?:\/\/.+\/(Patient\/[^/]+)$/;

/**
 * One import's state inside its transaction: the entities' writes with their behaviours, as
 * the signed-in admin; the patients the Bundle's entries became, by every reference an
 * Immunization may use (the entry's fullUrl, `Patient/{id}`); the active vaccines; and the
 * entries' responses.
 */
export const importSession = async (options: {
  db: Db;
  store: Store;
  repository: Repository;
  behaviours: readonly EntityBehaviour[];
  user: WriteContext['user'];
  base: string;
}) => {
  const { db, store, repository, behaviours, user, base } = options;
  const hooksOf = (entity: AnyEntity) => behaviours.find((behaviour) => behaviour.entity.name === entity.name);
  const writes = {
    patients: entityWrites({ entity: patients, store, repository, hooks: hooksOf(patients) }),
    doses: entityWrites({ entity: appliedDoses, store, repository, hooks: hooksOf(appliedDoses) }),
  };
  const patientIds = new Map<string, number>();
  const vaccines: readonly KnownVaccine[] = await knownVaccines(db);

  return {
    writes,
    vaccines,
    context: (entity: AnyEntity) => writeContextOf({ db, entity, user, repository }),

    /** Records the patient an entry became, under each reference that may name it. */
    addPatient: (entry: ImportEntry, id: number) => {
      if (entry.fullUrl) patientIds.set(entry.fullUrl, id);
      const relative = entry.fullUrl ? absolutePatient.exec(entry.fullUrl)?.[1] : undefined;
      if (relative) patientIds.set(relative, id);
      if (typeof entry.resource.id === 'string') patientIds.set(`Patient/${entry.resource.id}`, id);
    },

    /**
     * The patient an Immunization references: an entry of the Bundle, else a stored active
     * patient (`Patient/{id}` of this API); 400 naming the entry otherwise.
     */
    patientIdOf: async (place: EntryPlace, reference: string) => {
      const relative = absolutePatient.exec(reference)?.[1] ?? reference;
      const inBundle = patientIds.get(reference) ?? patientIds.get(relative);
      if (inBundle !== undefined) return inBundle;
      const id = /^Patient\/(\d{1,10})$/.exec(relative)?.[1];
      const stored =
        id === undefined
          ? undefined
          : await db
              .selectFrom(tableOf(patients))
              .select('id')
              .where('id', '=', Number(id))
              .where('isActive', '=', 1)
              .executeTakeFirst();
      if (stored) return Number(stored.id);
      throw entryFailure(place, {
        code: 'not-found',
        diagnostics: `el paciente ${reference} no está en el paquete ni registrado en el panel`,
        path: 'patient.reference',
      });
    },

    /** An entry's response: its status and where the resource is. */
    response: (resourceType: string, id: number, status: '200 OK' | '201 Created'): BundleEntry => ({
      fullUrl: `${base}/${resourceType}/${id}`,
      response: { status, location: `${resourceType}/${id}` },
    }),
  };
};

export type ImportSession = Awaited<ReturnType<typeof importSession>>;
