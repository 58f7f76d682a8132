import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Action, AnyEntity } from '../../../src/engine/contract/entity';
import { EngineProvider, useEngine } from '../../../src/engine/react';
import { entities } from '../../../src/entities';
import { countries } from '../../../src/entities/countries';
import { patients } from '../../../src/entities/patients';
import { createFakeDataProvider } from '../../helpers/fake-data-provider';

/** An admin's role, as the session holds it. */
const adminRole = 'admin';

/** What `can` answers inside an EngineProvider of an admin, scoped or not. */
const canOf = (isScoped: boolean) => {
  const answers: Record<string, boolean> = {};
  const Probe = () => {
    const { can } = useEngine();
    for (const entity of [countries, patients] as AnyEntity[]) {
      for (const action of ['read', 'create', 'update', 'delete'] as Action[]) {
        answers[`${entity.name} ${action}`] = can(entity, action);
      }
    }
    return null;
  };
  render(
    <EngineProvider
      dataProvider={createFakeDataProvider({})}
      notify={{ success: vi.fn(), error: vi.fn(), warning: vi.fn() }}
      entities={entities}
      role={adminRole}
      isScoped={isScoped}
    >
      <Probe />
    </EngineProvider>,
  );
  return answers;
};

describe("the engine's offer of writes to a scoped account", () => {
  it("should offer a district's admin no write of the country's reference data, and every write of its own part", () => {
    expect(canOf(true)).toEqual({
      'countries read': true,
      'countries create': false,
      'countries update': false,
      'countries delete': false,
      'patients read': true,
      'patients create': true,
      'patients update': true,
      'patients delete': true,
    });
    expect(Object.values(canOf(false)).every(Boolean)).toBe(true);
  });
});
