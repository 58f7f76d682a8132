import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges } from '../../../src/engine/audit';
import { patients } from '../../../src/entities/patients';
import { requisitions } from '../../../src/entities/requisitions';

describe("the trail's entries of a patient's reads and grants, in words", () => {
  it("should name a read 'Consulta' with its route, and a grant 'Acceso fuera de su ámbito' with its reason", () => {
    const read = { action: 'read', before: null, after: { route: '/api/v1/patients/6' } };
    const grant = {
      action: 'access-granted',
      before: null,
      after: { reason: 'Se mudó a nuestro distrito', expiresAt: '2026-11-29T23:20:29.718Z' },
    };

    expect(auditActionLabel(patients, read)).toBe('Consulta');
    expect(auditChanges(patients, read)).toEqual([
      { name: 'route', label: 'Ruta consultada', before: '—', after: '/api/v1/patients/6' },
    ]);
    expect(auditActionLabel(patients, grant)).toBe('Acceso fuera de su ámbito');
    expect(auditChanges(patients, grant).map((change) => [change.label, change.after])).toEqual([
      ['Motivo', 'Se mudó a nuestro distrito'],
      ['Vence', expect.stringMatching(/^\d{2}\/11\/2026 \d{2}:\d{2}$/)],
    ]);
  });
});

describe("the trail's entries of a declared route's write, in words", () => {
  it("should name an entry by its route's summary, and its values by the fields' labels", () => {
    const approval = { action: 'approve', before: { state: 'submitted' }, after: { state: 'dispatched' } };

    expect(auditActionLabel(requisitions, approval)).toBe('Aprobar un pedido');
    expect(auditChanges(requisitions, approval)).toEqual([
      { name: 'state', label: 'Estado', before: 'Enviada', after: 'Despachada' },
    ]);
  });
});
