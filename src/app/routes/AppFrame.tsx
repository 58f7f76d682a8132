import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { registerServiceWorker } from '../app-update/service-worker';
import { useFocusPageOnNavigation } from './page-focus';

/**
 * The root of every route: moves the focus to each new page's heading, and registers the app
 * shell's service worker on the first page a visit opens, /login included, so the app opens
 * offline after one visit.
 */
export const AppFrame = () => {
  useFocusPageOnNavigation();
  useEffect(() => void registerServiceWorker(), []);
  return <Outlet />;
};
