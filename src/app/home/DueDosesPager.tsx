import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { buttonClass } from '../../engine/react';
import { Icon } from '../ui/Icon';
import { dueTexts } from './due-texts';
import type { DueList } from './useDueDoses';

/** The list's total, 'Página X de Y', and previous / next page buttons. */
export const DueDosesPager = ({ list, total }: { list: DueList; total: number }) => (
  <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
    <span>{dueTexts.total(total)}</span>
    <div className="flex items-center gap-2">
      <span aria-live="polite">{dueTexts.pageOf(list.pageNumber, list.pageCount)}</span>
      <button
        type="button"
        aria-label={dueTexts.previous}
        className={buttonClass.icon}
        onClick={() => list.goTo(list.pageNumber - 1)}
        disabled={list.pageNumber <= 1}
      >
        <Icon path={mdiChevronLeft} />
      </button>
      <button
        type="button"
        aria-label={dueTexts.next}
        className={buttonClass.icon}
        onClick={() => list.goTo(list.pageNumber + 1)}
        disabled={list.pageNumber >= list.pageCount}
      >
        <Icon path={mdiChevronRight} />
      </button>
    </div>
  </div>
);
