import { Outlet } from 'react-router-dom';
import { useFocusPageOnNavigation } from './page-focus';

/** The root of every route: moves the focus to each new page's heading. */
export const AppFrame = () => {
  useFocusPageOnNavigation();
  return <Outlet />;
};
