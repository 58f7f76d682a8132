import type { AppWidget } from '../../engine/react';
import { PlaceSearch } from './PlaceSearch';

/** The app's widgets the entity configs name (`widget`): a place of the supply's transfers and requisitions. */
export const appWidgets: Readonly<Record<string, AppWidget>> = {
  place: (props) => <PlaceSearch {...props} />,
};
