import type { AnyEntity, DataProvider } from '../../engine';
import type { Notify } from '../../engine/react';
import { appliedDoses } from '../../entities/applied-doses';
import { patients } from '../../entities/patients';
import { apiBaseUrl } from '../api/base-url';
import { createHttpClient } from '../api/http';
import { createRestDataProvider } from '../api/rest-data-provider';
import { appConnectivity } from '../connectivity/app-connectivity';
import { notify } from '../notify/notify';
import { correctionOf, endCorrection } from '../offline/correction-store';
import { offlineTexts } from '../offline/texts';
import { openOfflineDb } from '../outreach/offline-db';
import { entities } from '../registry';
import { useSessionStore } from '../session/session-store';
import { createOfflineDataProvider } from './offline-data-provider';
import { createOutboxSync } from './outbox-sync';
import { sendResultOf } from './send-result';
import { useSyncStore } from './sync-store';
import { withOutboxLock } from './web-lock';

/** How long the outbox waits for an answer to one entry before it counts as none (tried again, same key). */
const sendTimeoutMs = 15_000;

/**
 * The outbox's own client: a 401 does not end the session here, it pauses the outbox until the
 * user signs in again (the top bar asks), so nothing typed on the device is dropped.
 */
const sender = createRestDataProvider(
  createHttpClient({
    baseUrl: apiBaseUrl,
    getToken: () => useSessionStore.getState().token,
    onUnauthorized: () => {},
    answerTimeoutMs: sendTimeoutMs,
    onReachability: appConnectivity.report,
  }),
);

const entityOfKind = { patient: patients, dose: appliedDoses } as const;

/** Whether the device is online: the browser says so and the API answered its last request (connectivity.ts). */
export const isOnline = () => appConnectivity.isOnline();

/** The app's one outbox sender. */
export const outboxSync = createOutboxSync({
  openDb: openOfflineDb,
  send: (entry, values) =>
    sendResultOf(() => sender.create(entityOfKind[entry.kind], values, { idempotencyKey: entry.idempotencyKey })),
  isOnline,
  withLock: withOutboxLock,
  report: (state) => useSyncStore.setState(state),
});

/** Set when a create was kept on the device: the engine's 'created' message that follows says so instead. */
let isKeptNoticeDue = false;

/**
 * The app's data provider with the outbox and the session's data in front of the API
 * (offline-data-provider.ts).
 *
 * @example
 * const dataProvider = withOutbox(createRestDataProvider(http));
 */
export const withOutbox = (base: DataProvider): DataProvider => {
  const byName = new Map<string, AnyEntity>(entities.map((entity) => [entity.name, entity]));
  return createOfflineDataProvider({
    base,
    openDb: openOfflineDb,
    sync: outboxSync,
    connectivity: appConnectivity,
    correction: { of: correctionOf, end: endCorrection },
    onKept: () => {
      isKeptNoticeDue = true;
    },
    entityNamed: (name) => byName.get(name),
  });
};

/**
 * The message bar as the engine uses it, saying 'Guardado en este dispositivo…' in place of a
 * create's success message when the create was kept on the device: never 'registered' before
 * the server said so.
 *
 * @example
 * <EngineProvider notify={keptAwareNotify} ...>
 */
export const keptAwareNotify: Notify = {
  ...notify,
  success: (message, options) => {
    if (!isKeptNoticeDue) return notify.success(message, options);
    isKeptNoticeDue = false;
    notify.info(offlineTexts.keptOnDevice);
  },
};
