import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { type OfflineDb, openOfflineDb } from './offline-db';

/**
 * A read of the offline database kept current: it runs again whenever what it read changes, in
 * this tab or another (Dexie's liveQuery). Undefined until the first answer, and for good where
 * there is no IndexedDB. `read` should be a stable function (a module's, or memoised).
 *
 * @example
 * const entries = useDeviceQuery(allEntries); // every outbox entry, live
 */
export const useDeviceQuery = <T>(read: (db: OfflineDb) => Promise<T>): T | undefined => {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let isDone = false;
    let unsubscribe = () => {};
    void openOfflineDb().then((db) => {
      if (!db || isDone) return;
      const subscription = liveQuery(() => read(db)).subscribe({
        next: setValue,
        error: (error: unknown) => console.error('An offline read failed', error),
      });
      unsubscribe = () => subscription.unsubscribe();
    });
    return () => {
      isDone = true;
      unsubscribe();
    };
  }, [read]);
  return value;
};
