import { mdiAlertCircleOutline, mdiCalendarClock } from '@mdi/js';
import { dueSoonDays } from '../../domain/dose-schedule';
import { buttonClass } from '../../engine/react';
import { Icon } from '../ui/Icon';
import { Spinner } from '../ui/Spinner';
import { DueDosesPager } from './DueDosesPager';
import { DueDosesTable } from './DueDosesTable';
import type { DueKind } from './due-doses-api';
import { dueTexts } from './due-texts';
import { Panel } from './Panel';
import { useDueDoses } from './useDueDoses';

/** 'Próximas dosis', 'Dosis atrasadas' or 'Sin ninguna dosis' of the chosen centre: a paged table of patients to call. */
export const DueDosesPanel = ({ kind, centerId }: { kind: DueKind; centerId: number | null }) => {
  const texts = dueTexts[kind];
  const list = useDueDoses({ centerId, kind });
  return (
    <Panel title={texts.heading} intro={texts.intro(dueSoonDays)}>
      <div data-testid={`due-doses-${kind}`}>
        <DueDosesBody kind={kind} centerId={centerId} list={list} />
      </div>
    </Panel>
  );
};

const DueDosesBody = ({
  kind,
  centerId,
  list,
}: {
  kind: DueKind;
  centerId: number | null;
  list: ReturnType<typeof useDueDoses>;
}) => {
  if (centerId === null) return <Placeholder text={dueTexts.prompt} />;
  if (list.isLoading) {
    return (
      <div role="status" className={`${placeholderClass} text-muted`}>
        <Spinner className="text-brand" />
        {dueTexts.loading}
      </div>
    );
  }
  if (list.hasFailed || !list.page) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-error/40 bg-error/10 px-4 py-3 text-sm text-foreground"
      >
        <Icon path={mdiAlertCircleOutline} className="shrink-0 text-error" />
        <span className="grow">{dueTexts.failure}</span>
        <button type="button" onClick={list.retry} className={buttonClass.secondary}>
          {dueTexts.retry}
        </button>
      </div>
    );
  }
  if (list.page.total === 0) return <Placeholder text={dueTexts[kind].empty} />;
  return (
    <div className="flex flex-col gap-3">
      <DueDosesTable kind={kind} items={list.page.items} isBusy={list.isFetching} />
      <DueDosesPager list={list} total={list.page.total} />
    </div>
  );
};

const placeholderClass =
  'flex h-40 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-border bg-surface-muted/50 px-6 text-center text-sm';

const Placeholder = ({ text }: { text: string }) => (
  <div className={`${placeholderClass} text-muted`}>
    <Icon path={mdiCalendarClock} size={28} className="text-brand/70" />
    <p>{text}</p>
  </div>
);
