import { useState } from 'react';
import { ApiError } from '../../engine';
import { useWriteMutation } from '../../engine/react';
import { notify } from '../notify/notify';
import { closeSession } from './close-session-api';
import { stockTexts } from './texts';

const texts = stockTexts.closeSession;

/** A centre 'Cerrar jornada' may be asked of: its id and its name for the question. */
export type SessionCenter = { id: number; name: string };

/**
 * 'Cerrar jornada' of one centre: the question first, then the discard, told in the message bar
 * (the doses and vials discarded, or that none was open; the server's reason when refused). The
 * write marks every list stale, so 'Existencias' shows the open vials gone.
 *
 * @example
 * const session = useCloseSession({ id: 3, name: 'Centro de Salud Norte' });
 * session.ask(); // opens the question; session.confirm() closes the session
 */
export const useCloseSession = (center: SessionCenter | null) => {
  const [isAsking, setIsAsking] = useState(false);
  const close = useWriteMutation(closeSession);
  const confirm = async () => {
    setIsAsking(false);
    if (center === null) return;
    try {
      const { items } = await close.mutateAsync(center.id);
      const doses = items.reduce((sum, item) => sum + item.openDosesDiscarded, 0);
      notify.success(items.length === 0 ? texts.nothingOpen : texts.done(doses, items.length));
    } catch (error) {
      notify.error(error instanceof ApiError && error.message ? error.message : texts.failed);
    }
  };
  return {
    center,
    isAsking,
    isClosing: close.isPending,
    ask: () => setIsAsking(true),
    cancel: () => setIsAsking(false),
    confirm,
  };
};
