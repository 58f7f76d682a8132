import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { stockTexts } from './texts';
import type { useCloseSession } from './useCloseSession';

const texts = stockTexts.closeSession;

/**
 * 'Cerrar jornada' on 'Existencias' when the page shows one centre: a question, then the centre's
 * open vials discarded with the doses left in them (docs/supply.md, the open-vial policy).
 */
export const CloseSessionButton = ({ session }: { session: ReturnType<typeof useCloseSession> }) =>
  session.center === null ? null : (
    <>
      <Button variant="outline" isBusy={session.isClosing} onClick={session.ask}>
        {texts.button}
      </Button>
      <ConfirmDialog
        isOpen={session.isAsking}
        title={texts.title}
        body={texts.body(session.center.name)}
        confirm={texts.confirm}
        cancel={texts.cancel}
        onCancel={session.cancel}
        onConfirm={() => void session.confirm()}
      />
    </>
  );
