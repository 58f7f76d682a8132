import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { mdiClose } from '@mdi/js';
import { IconButton } from '../ui/IconButton';
import { Logo } from '../ui/Logo';
import { NavList } from './NavList';

export const drawerId = 'navegacion';

/**
 * The permanent side panel of large screens: a plain box, so its navigation landmark is not inside
 * a complementary one. The box runs the page's whole height, so its background reaches the bottom
 * of a long page (a full-page capture or print shows it); the menu inside stays in view.
 */
export const SidePanel = ({ role }: { role: string | null }) => (
  <div id={drawerId} className="w-72 shrink-0 border-r border-border bg-surface">
    <div className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto px-4 py-6">
      <NavList role={role} />
    </div>
  </div>
);

/**
 * The temporary overlay of small screens; Escape and a click on the backdrop close it. It stays
 * mounted while closed: unmounting would send the focus back to the menu button after the closing
 * transition, away from the heading of the page a menu entry just opened. Mounted, Headless UI
 * gives the focus back to the menu button only when nothing holds it, so the close button lets
 * go of it first.
 */
export const OverlayDrawer = ({
  role,
  isOpen,
  onClose,
}: {
  role: string | null;
  isOpen: boolean;
  onClose: () => void;
}) => (
  <Dialog open={isOpen} onClose={onClose} unmount={false} className="relative z-40">
    <DialogBackdrop
      transition
      className="fixed inset-0 bg-black/40 backdrop-blur-[2px] transition-opacity duration-200 data-closed:opacity-0"
    />
    <div className="fixed inset-y-0 left-0 flex w-full max-w-xs">
      <DialogPanel
        id={drawerId}
        transition
        className="flex w-full flex-col overflow-y-auto bg-surface px-4 pt-3 pb-6 shadow-xl transition duration-200 ease-out data-closed:-translate-x-full"
      >
        <div className="mb-5 flex items-center justify-between pl-1">
          <DialogTitle className="sr-only">Menú de navegación</DialogTitle>
          <Logo />
          <IconButton
            label="Cerrar menú"
            icon={mdiClose}
            onClick={(event) => {
              event.currentTarget.blur();
              onClose();
            }}
          />
        </div>
        <NavList role={role} />
      </DialogPanel>
    </div>
  </Dialog>
);
