import { describe, expect, it } from 'vitest';
import type { AnyEntity } from '../../../src/engine/contract/entity';
import { createRegistry } from '../../../src/engine/contract/registry';
import { checkBehaviours, defineBehaviour, type EntityBehaviour } from '../../../src/engine/server/writes/behaviour';
import { entities } from '../../../src/entities';
import { countries } from '../../../src/entities/countries';
import { patients } from '../../../src/entities/patients';
import { vaccineBatches } from '../../../src/entities/vaccine-batches';
import { behaviours } from '../../../src/server/behaviours';
import { clinicRooms } from '../../fixtures/clinic-rooms';

const registry = createRegistry(entities);
const withoutEntity = (name: string) => behaviours.filter((behaviour) => behaviour.entity.name !== name);
const noop = async () => {};
const answer = async () => ({ status: 204 as const, body: null });
const patientsBehaviour = behaviours.find((behaviour) => behaviour.entity.name === 'patients');
// Built by hand, not by defineBehaviour, whose types would refuse a handler missing or undeclared.
const withPatientRoutes = (routes: NonNullable<EntityBehaviour['routes']>): EntityBehaviour[] => [
  ...withoutEntity('patients'),
  { ...patientsBehaviour, entity: patients, routes },
];
const withPatientsConfig = (config: AnyEntity) => entities.map((entity) => (entity === patients ? config : entity));
const unroutedBatches: AnyEntity = {
  ...vaccineBatches,
  actions: (vaccineBatches.actions ?? []).map((action) => ({ ...action, route: 'status/:status' })),
};

describe('checkBehaviours', () => {
  it("should match the product's behaviours to their entities by name", () => {
    const byEntity = checkBehaviours(registry, behaviours);

    expect([...byEntity.keys()].sort()).toEqual([
      'adverse-events',
      'antigens',
      'applied-doses',
      'live-virus-conflicts',
      'observations',
      'org-units',
      'patient-observations',
      'patients',
      'requisitions',
      'schedule-rules',
      'stock-transfers',
      'target-populations',
      'users',
      'vaccination-centers',
      'vaccine-batches',
      'vaccine-groups',
      'vaccines',
    ]);
  });

  it.each<[string, readonly AnyEntity[], readonly EntityBehaviour[], string]>([
    [
      'a behaviour of an entity that is not registered',
      entities,
      [...behaviours, defineBehaviour(clinicRooms, {})],
      'A behaviour is defined for entity "clinic-rooms", which is not registered',
    ],
    [
      'two behaviours of one entity',
      entities,
      [...behaviours, defineBehaviour(countries, {}), defineBehaviour(countries, {})],
      'Entity "countries" has more than one behaviour',
    ],
    [
      'a declared action without a handler',
      entities,
      withoutEntity('vaccine-batches'),
      'Entity "vaccine-batches" declares action "status" but its behaviour has no handler',
    ],
    [
      'a handler of an action the config does not declare',
      entities,
      [...behaviours, defineBehaviour(countries, { actions: { archive: noop } })],
      'The behaviour of entity "countries" handles action "archive", which its config does not declare',
    ],
    [
      'an action route that does not name the row',
      entities.map((entity) => (entity === vaccineBatches ? unroutedBatches : entity)),
      behaviours,
      'Action "status" of entity "vaccine-batches" has a route without ":id"',
    ],
    [
      'a declared route without a handler',
      entities,
      withPatientRoutes({ similar: answer, lookup: answer }),
      'Entity "patients" declares route "vaccinationCard" but its behaviour has no handler',
    ],
    [
      'a handler of a route the config does not declare',
      entities,
      [...behaviours, { entity: countries, routes: { summary: answer } }],
      'The behaviour of entity "countries" handles route "summary", which its config does not declare',
    ],
    [
      "a declared route that takes a CRUD route's path",
      withPatientsConfig({
        ...patients,
        routes: [
          ...(patients.routes ?? []),
          {
            name: 'summary',
            method: 'get',
            path: '/export.csv',
            access: 'read',
            summary: 'Resumen',
            answers: {},
            errors: [],
          },
        ],
      }),
      withPatientRoutes({ ...patientsBehaviour?.routes, summary: answer }),
      'Route "summary" of entity "patients" takes the path "/export.csv" of a CRUD route',
    ],
  ])('should fail the start on %s', (_case, registered, given, message) => {
    expect(() => checkBehaviours(createRegistry(registered), given)).toThrow(message);
  });
});
