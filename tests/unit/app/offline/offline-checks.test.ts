import { describe, expect, it } from 'vitest';
import { warnOnly } from '../../../../src/app/doses/checks/offline-checks';

describe('warnOnly (the dose checks without a network)', () => {
  it("should turn the kept history's refusals and the schedule's into warnings the user may confirm", () => {
    const held = { code: 'alreadyActive' as const, message: 'El paciente ya tiene la dosis 1 de esta vacuna' };
    const early = { code: 'beforeDue' as const, message: 'La dosis 2 se aplica antes de su fecha prevista' };
    const tooSoon = { code: 'tooSoon' as const, message: 'Faltan 10 días para el intervalo mínimo' };

    const result = warnOnly({ check: { refusals: [held], warnings: [early] }, timing: tooSoon });

    expect(result?.check.refusals).toEqual([]);
    expect(result?.check.warnings.map((warning) => warning.message)).toEqual([
      held.message,
      early.message,
      tooSoon.message,
    ]);
    expect(result?.timing).toBeUndefined();
    expect(warnOnly(null)).toBeNull();
  });
});
