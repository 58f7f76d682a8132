import { useUpdateStore } from './update-store';

let registering: Promise<void> | undefined;

/**
 * Registers the app shell's service worker (vite.config.ts), once per page, in a production
 * build of a browser that has them. A new version waits until the user applies it from the
 * update prompt; it then takes over and the page reloads. workbox-window loads apart, so the
 * login page's first load carries none of it.
 *
 * @example
 * useEffect(() => void registerServiceWorker(), []);
 */
export const registerServiceWorker = (): Promise<void> => {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return Promise.resolve();
  }
  registering ??= register().catch((error: unknown) => console.error('The service worker was not registered', error));
  return registering;
};

const register = async () => {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  const offerUpdate = () =>
    useUpdateStore.setState({
      hasUpdate: true,
      apply: () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  workbox.addEventListener('waiting', offerUpdate);
  await workbox.register({ immediate: true });
};
