import { describe, expect, it } from 'vitest';
import { rowLinkPath, rowLinksOf } from '../../../src/engine/row-links';
import { patients } from '../../../src/entities/patients';

const maria = { id: 7, isActive: true, firstName: 'María', lastname: 'Peña' };

describe('rowLinkPath', () => {
  it.each([
    ['/pacientes/:id/carnet', maria, '/pacientes/7/carnet'],
    ['/x/:lastname', maria, '/x/Pe%C3%B1a'],
    ['/plain', maria, '/plain'],
  ] as const)('should fill %s from the row', (to, row, expected) => {
    expect(rowLinkPath({ label: 'Ver', to, icon: '' }, row)).toBe(expected);
  });

  it('should refuse a link whose param the row lacks', () => {
    expect(() => rowLinkPath({ label: 'Ver', to: '/x/:missing', icon: '' }, maria)).toThrow("needs the row's missing");
  });
});

describe('rowLinksOf', () => {
  it('should give each patient row the link to its card, named with the record', () => {
    expect(rowLinksOf(patients, maria)).toEqual([
      {
        href: '/pacientes/7/carnet',
        label: 'Ver carnet',
        name: 'Ver carnet paciente María Peña',
        icon: expect.any(String),
      },
    ]);
  });
});
