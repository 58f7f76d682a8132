import { useParams } from 'react-router-dom';
import type { AnyEntity, EntityViewConfig } from '../../engine';
import { RecordView } from '../../engine/react';
import { PageTitle } from '../ui/PageTitle';

/**
 * A record view the app gives no component (src/app/pages/entity-views.ts): the engine's record
 * page for the `:id` of its path, titled with the record ('Campaña Vacunación escolar · SNH Vacunas').
 *
 * @example
 * <RecordPage entity={campaigns} view={campaigns.views[0]} />
 */
export const RecordPage = ({ entity, view }: { entity: AnyEntity; view: EntityViewConfig }) => {
  const { id } = useParams();
  return (
    <RecordView
      entity={entity}
      id={id}
      figures={view.figures}
      tables={view.tables}
      pageTitle={(title) => <PageTitle title={title} />}
    />
  );
};
