import { useEffect } from 'react';
import { useUpdateStore } from './update-store';

/**
 * Holds a new version of the app back while the calling form is open: the update prompt shows
 * only once every form that asked has closed.
 *
 * @example
 * const DoseFormPage = () => { useUpdateHold(); ... };
 */
export const useUpdateHold = () => {
  useEffect(() => {
    useUpdateStore.setState((state) => ({ openForms: state.openForms + 1 }));
    return () => useUpdateStore.setState((state) => ({ openForms: Math.max(0, state.openForms - 1) }));
  }, []);
};
