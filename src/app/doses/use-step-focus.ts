import { useEffect, useRef } from 'react';

/**
 * Moves the keyboard focus to the step that just opened, so a keyboard or screen reader user
 * is not left on a control of the hidden step. The first render keeps the page's focus.
 *
 * @example
 * const stepRef = useStepFocus(wizard.stepIndex);
 * <section ref={stepRef(0)} tabIndex={-1}>...</section>
 */
export const useStepFocus = (stepIndex: number) => {
  const sections = useRef<(HTMLElement | null)[]>([]);
  const shownStep = useRef(stepIndex);
  useEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    sections.current[stepIndex]?.focus();
  }, [stepIndex]);
  return (index: number) => (element: HTMLElement | null) => {
    sections.current[index] = element;
  };
};
