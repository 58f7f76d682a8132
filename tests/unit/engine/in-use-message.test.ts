import { describe, expect, it } from 'vitest';
import { inUseMessage } from '../../../src/engine/contract/labels';

const country = { singular: 'País', plural: 'Países' };
const vaccine = { singular: 'Vacuna', plural: 'Vacunas', isFeminine: true };
const dose = { singular: 'Dosis', plural: 'Dosis', isFeminine: true };
const patient = { singular: 'Paciente', plural: 'Pacientes' };
const center = { singular: 'Centro de salud', plural: 'Centros de Salud' };

describe('inUseMessage', () => {
  it.each([
    [country, [{ labels: patient, count: 1 }], 'No se puede eliminar el país: lo usa 1 paciente activo'],
    [vaccine, [{ labels: country, count: 3 }], 'No se puede eliminar la vacuna: la usan 3 países activos'],
    [center, [{ labels: dose, count: 1 }], 'No se puede eliminar el centro de salud: lo usa 1 dosis activa'],
    [
      patient,
      [
        { labels: dose, count: 2 },
        { labels: patient, count: 1 },
      ],
      'No se puede eliminar el paciente: lo usan 2 dosis activas y 1 paciente activo',
    ],
    [
      country,
      [
        { labels: vaccine, count: 1 },
        { labels: center, count: 2 },
        { labels: dose, count: 1 },
      ],
      'No se puede eliminar el país: lo usan 1 vacuna activa, 2 centros de salud activos y 1 dosis activa',
    ],
  ])('should name what uses a %o in agreement with the labels', (target, users, expected) => {
    expect(inUseMessage({ target, users })).toBe(expected);
  });
});
