import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/app/ui/Button';

const renderForm = (isBusy: boolean) => {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <input aria-label="Nombre" />
      <Button type="submit" isBusy={isBusy}>
        Registrar
      </Button>
    </form>,
  );
  return { onSubmit, button: screen.getByRole('button', { name: 'Registrar' }) as HTMLButtonElement };
};

describe('Button', () => {
  it('should submit its form when not busy', async () => {
    const { onSubmit, button } = renderForm(false);
    await userEvent.setup().click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });

  it('should keep the focus while busy, say so, and submit nothing', async () => {
    const { onSubmit, button } = renderForm(true);
    button.focus();
    fireEvent.click(button);
    await userEvent.setup().type(screen.getByLabelText('Nombre'), 'Ana{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
