import { mdiCalendarClock } from '@mdi/js';
import { dueSoonDays } from '../../domain/dose-schedule';
import { ListView } from '../../engine/react';
import { dueColumns, zeroDoseDueColumns } from './due-columns';
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
        <ListView
          list={list}
          columns={kind === 'zero-dose' ? zeroDoseDueColumns : dueColumns}
          caption={texts.caption}
          texts={{ loading: dueTexts.loading, empty: texts.empty, failure: dueTexts.failure, idle: dueTexts.prompt }}
          emptyIcon={mdiCalendarClock}
          pager={{ label: dueTexts.pages(texts.heading), count: dueTexts.count }}
        />
      </div>
    </Panel>
  );
};
