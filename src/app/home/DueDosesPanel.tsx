import { mdiCalendarClock } from '@mdi/js';
import { dueSoonDays } from '../../domain/dose-schedule';
import { ListView } from '../../engine/react';
import { dueColumnsOf } from './due-columns';
import type { DueKind, DuePlace } from './due-doses-api';
import { dueTexts } from './due-texts';
import { Panel } from './Panel';
import { useDueDoses } from './useDueDoses';

/**
 * 'Próximas dosis', 'Dosis atrasadas' or 'Sin ninguna dosis' of a centre or a unit: a paged table
 * of patients to call; a unit's names each row's centre ('Centro'). No place, it asks for a centre.
 */
export const DueDosesPanel = ({ kind, place }: { kind: DueKind; place: DuePlace | null }) => {
  const texts = dueTexts[kind];
  const list = useDueDoses({ place, kind });
  const isUnit = place?.kind === 'unit';
  return (
    <Panel title={texts.heading} intro={texts.intro(dueSoonDays)}>
      <div data-testid={`due-doses-${kind}`}>
        <ListView
          list={list}
          columns={dueColumnsOf({ kind, isUnit })}
          caption={isUnit ? dueTexts.unitCaption[kind] : texts.caption}
          texts={{
            loading: dueTexts.loading,
            empty: isUnit ? dueTexts.unitEmpty[kind] : texts.empty,
            failure: dueTexts.failure,
            idle: dueTexts.prompt,
          }}
          emptyIcon={mdiCalendarClock}
          pager={{ label: dueTexts.pages(texts.heading), count: dueTexts.count }}
        />
      </div>
    </Panel>
  );
};
