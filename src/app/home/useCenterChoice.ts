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
 * The centre chosen on the home page: the account's own centre until the user chooses (a health
 * user's, once known; none for an account of a unit or the whole network); required, but only
 * reported after the user touched it.
 *
 * @example
 * const { centerId, error, choose, touch } = useCenterChoice(ownCenterId);
 */
export const useCenterChoice = (ownCenterId: number | null = null): CenterChoice => {
  const [chosen, setChosen] = useState<{ centerId: number | null } | null>(null);
  const [isTouched, setIsTouched] = useState(false);
  const choose = useCallback((id: number | null) => {
    setChosen({ centerId: id });
    setIsTouched(true);
  }, []);
  const touch = useCallback(() => setIsTouched(true), []);
  const centerId = chosen === null ? ownCenterId : chosen.centerId;
  return { centerId, error: isTouched && centerId === null ? homeTexts.centerRequired : undefined, choose, touch };
};
