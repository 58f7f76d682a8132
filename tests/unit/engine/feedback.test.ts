import { describe, expect, it, vi } from 'vitest';
import { ApiError, NoAnswerError } from '../../../src/engine/data-provider';
import { failureMessage } from '../../../src/engine/failure';
import { notifyWriteResult } from '../../../src/engine/notify';
import { uiTexts } from '../../../src/engine/ui-texts';

describe('failureMessage', () => {
  it.each([
    [new ApiError({ status: 409, message: 'Ya existe' }), 'Algo salió mal al guardar: Ya existe'],
    [new ApiError({ status: 500, message: '' }), 'Error inesperado al guardar'],
    [new TypeError('Failed to fetch'), 'Error inesperado al guardar'],
    [
      new NoAnswerError(),
      'Algo salió mal al guardar: sin conexión con el servidor. Inténtelo de nuevo cuando haya conexión',
    ],
    ['boom', 'Error inesperado al guardar'],
  ])('should turn %s into %j', (error, expected) => {
    expect(failureMessage(error, uiTexts.failures.save)).toBe(expected);
  });

  it('should use the texts of each operation', () => {
    const error = new ApiError({ status: 500, message: 'Sin conexión' });
    expect(failureMessage(error, uiTexts.failures.delete)).toBe('Algo salió mal al eliminar: Sin conexión');
    expect(failureMessage(error, uiTexts.failures.load)).toBe('Algo salió mal al cargar los datos: Sin conexión');
    expect(failureMessage(null, uiTexts.failures.load)).toBe('Error al cargar los datos');
  });
});

describe('notifyWriteResult', () => {
  const messages = { success: 'Hecho', rolledBack: 'Revertido' };
  const spies = () => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() });

  it('should say success for a row', () => {
    const notify = spies();
    expect(notifyWriteResult(notify, { id: 1, isActive: true }, messages)).toBe(true);
    expect(notify.success).toHaveBeenCalledWith('Hecho');
  });

  it('should warn for a rolled-back answer', () => {
    const notify = spies();
    expect(notifyWriteResult(notify, { rolledBack: true, message: 'x' }, messages)).toBe(false);
    expect(notify.warning).toHaveBeenCalledWith('Revertido');
    expect(notify.success).not.toHaveBeenCalled();
  });
});
