import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { useAccount } from '../account/useAccount';
import { AppEngine } from '../api/AppEngine';
import { UpdatePrompt } from '../app-update/UpdatePrompt';
import { useSendingHold } from '../app-update/useSendingHold';
import { offlineTexts } from '../offline/texts';
import { useSignOut } from '../offline/useSignOut';
import { useOutboxSync } from '../outbox/useOutboxSync';
import { loginPathAfter } from '../session/login-path';
import { useSessionStore } from '../session/session-store';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { OverlayDrawer, SidePanel } from './NavDrawer';
import { TopBar } from './TopBar';
import { desktopQuery, useMediaQuery } from './useMediaQuery';

/**
 * The shell of every signed-in page. When the session ends (logout, or a 401 from the API)
 * the token disappears and the layout sends the user to the login page with the reason.
 * Landmarks: the top bar is the banner, the drawer a named navigation, the page the main, which
 * the skip link (the first stop of the Tab key) focuses. While signed in, the outbox is sent
 * (src/app/offline); signing out with entries unsent asks first, and a new version of the app is
 * offered under the top bar.
 */
export const AppLayout = () => {
  const { token, role, endedBy } = useSessionStore();
  const account = useAccount(token);
  useOutboxSync(token !== null);
  useSendingHold();
  const signOut = useSignOut();
  const isDesktop = useMediaQuery(desktopQuery);
  const [isPanelOpen, setPanelOpen] = useState(true);
  const { pathname } = useLocation();
  // The overlay drawer belongs to the page it was opened on: navigating closes it at once, and
  // the effect forgets that page, so coming back to it does not reopen the drawer.
  const [overlayPath, setOverlayPath] = useState<string | null>(null);
  const isOverlayOpen = overlayPath === pathname;
  useEffect(() => {
    if (overlayPath !== null && overlayPath !== pathname) setOverlayPath(null);
  }, [overlayPath, pathname]);
  const isNavigating = useNavigation().state === 'loading';

  if (!token) return <Navigate to={loginPathAfter(endedBy)} replace />;

  return (
    <div className="min-h-dvh bg-background">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-3 focus:py-2 focus-visible:outline-2 focus-visible:outline-focus"
      >
        Saltar al contenido
      </a>
      <TopBar
        role={role}
        placeName={account?.place.name}
        isMenuOpen={isDesktop ? isPanelOpen : isOverlayOpen}
        onToggleMenu={() =>
          isDesktop
            ? setPanelOpen((isOpen) => !isOpen)
            : setOverlayPath((openOn) => (openOn === pathname ? null : pathname))
        }
        onLogout={signOut.request}
      />
      <UpdatePrompt />
      {isNavigating && <div className="fixed inset-x-0 top-16 z-30 h-0.5 animate-pulse bg-accent" aria-hidden="true" />}
      <div className="flex min-h-[calc(100dvh-4rem)]">
        {isDesktop && isPanelOpen && <SidePanel role={role} />}
        <main id="contenido" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-8">
          <div className="mx-auto max-w-[1600px]">
            <AppEngine isScoped={account !== null && account.place.level !== 'national'}>
              <Outlet />
            </AppEngine>
          </div>
        </main>
      </div>
      <OverlayDrawer role={role} isOpen={!isDesktop && isOverlayOpen} onClose={() => setOverlayPath(null)} />
      <ConfirmDialog
        isOpen={signOut.isAsking}
        title={offlineTexts.signOutDialog.title}
        body={offlineTexts.signOutDialog.body(signOut.pending)}
        confirm={offlineTexts.signOutDialog.confirm}
        cancel={offlineTexts.signOutDialog.cancel}
        onCancel={signOut.cancel}
        onConfirm={signOut.confirm}
      />
    </div>
  );
};
