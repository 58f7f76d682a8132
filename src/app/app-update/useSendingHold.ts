import { useEffect } from 'react';
import { useSyncStore } from '../outbox/sync-store';
import { useUpdateStore } from './update-store';

/**
 * Tells the update prompt when the outbox is sending: a new version is not applied mid-send.
 *
 * @example
 * const AppLayout = () => { useSendingHold(); ... };
 */
export const useSendingHold = () => {
  useEffect(
    () =>
      useSyncStore.subscribe((state) => {
        const isSending = state.phase === 'sending';
        if (useUpdateStore.getState().isSending !== isSending) useUpdateStore.setState({ isSending });
      }),
    [],
  );
};
