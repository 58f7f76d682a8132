import { useCallback, useState } from 'react';
import { homeTexts } from './texts';

export type CenterChoice = {
  centerId: number | null;
  /** The required message, once the user has touched the select and left it empty. */
  error: string | undefined;
  choose: (centerId: number | null) => void;
  touch: () => void;
};

/**
 * The centre chosen on the home page: required, but only reported after the user touched it.
 *
 * @example
 * const { centerId, error, choose, touch } = useCenterChoice();
 */
export const useCenterChoice = (): CenterChoice => {
  const [centerId, setCenterId] = useState<number | null>(null);
  const [isTouched, setIsTouched] = useState(false);
  const choose = useCallback((id: number | null) => {
    setCenterId(id);
    setIsTouched(true);
  }, []);
  const touch = useCallback(() => setIsTouched(true), []);
  return { centerId, error: isTouched && centerId === null ? homeTexts.centerRequired : undefined, choose, touch };
};
