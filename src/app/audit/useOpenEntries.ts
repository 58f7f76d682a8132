import { useState } from 'react';

/**
 * Which entries of the trail show their changes: each row's button opens and closes its own.
 *
 * @example
 * const open = useOpenEntries();
 * open.isOpen(9); open.toggle(9);
 */
export const useOpenEntries = () => {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  return {
    isOpen: (id: number) => open.has(id),
    toggle: (id: number) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
  };
};
