import { useEffect, useRef } from 'react';

/** Where a step's form is typed into: its first enabled field. */
const fieldSelector =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [role="switch"], [role="combobox"]';

/**
 * Moves the keyboard focus into the step that just opened, so a keyboard or screen reader user
 * is not left on a control of the hidden step (or on an arrow that just got disabled): to the
 * step's heading when moving between steps, and to the first field of the fresh form after a
 * registration starts a new round. The first render keeps the page's focus.
 *
 * @example
 * const stepRef = useStepFocus({ stepIndex: wizard.stepIndex, round: wizard.round });
 * <section ref={stepRef(0)}><h2 tabIndex={-1}>Registro de Paciente</h2>...</section>
 */
export const useStepFocus = ({ stepIndex, round }: { stepIndex: number; round: number }) => {
  const steps = useRef<(HTMLElement | null)[]>([]);
  const shown = useRef({ stepIndex, round });
  useEffect(() => {
    const previous = shown.current;
    if (previous.stepIndex === stepIndex && previous.round === round) return;
    shown.current = { stepIndex, round };
    const step = steps.current[stepIndex];
    const target = previous.round === round ? step?.querySelector('h2') : step?.querySelector(fieldSelector);
    if (target instanceof HTMLElement) target.focus();
  }, [stepIndex, round]);
  return (index: number) => (element: HTMLElement | null) => {
    steps.current[index] = element;
  };
};
