import { useEffect, useState } from 'react';

/**
 * What a closing dialog draws: the current value, or while the dialog fades out (the value already null), the
 * last one it was showing, so that its content does not vanish before it does.
 *
 * @example
 * const shownRow = useLastShown(row);
 */
export const useLastShown = <T>(value: T | null): T | null => {
  const [last, setLast] = useState(value);
  useEffect(() => {
    if (value !== null) setLast(value);
  }, [value]);
  return value ?? last;
};
