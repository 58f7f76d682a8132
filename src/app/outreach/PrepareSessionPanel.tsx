import { type FormEvent, useId, useState } from 'react';
import { formatDateTime } from '../../engine';
import { buttonClass, controlClass } from '../../engine/react';
import { useCenters } from '../home/useCenters';
import { offlineTexts } from '../offline/texts';
import { useSyncStore } from '../outbox/sync-store';
import { usePrepareSession } from './usePrepareSession';

const texts = offlineTexts.session;

/**
 * 'Jornada sin conexión': which session this device holds (its centre, when its data was taken,
 * how many patients and lots), 'Preparar jornada sin conexión' for a centre, adding the patients a
 * search finds, and 'Terminar jornada'. Preparing needs the network.
 */
export const PrepareSessionPanel = () => {
  const id = useId();
  const session = usePrepareSession();
  const centers = useCenters();
  const isOnline = useSyncStore((state) => state.isOnline);
  const [centerId, setCenterId] = useState<number | null>(null);
  const [query, setQuery] = useState('');
  const chosen = centerId ?? session.summary?.session.centerId ?? null;
  const center = centers.options.find((option) => option.value === chosen);

  const prepare = (event: FormEvent) => {
    event.preventDefault();
    if (center) void session.prepare({ id: center.value, name: center.label });
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim() !== '') void session.addPatients(query.trim());
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight text-foreground">
        {texts.title}
      </h2>
      <p className="text-sm text-muted">{texts.intro}</p>
      <p className="text-sm font-medium text-foreground">
        {session.summary
          ? `${texts.prepared(session.summary.session.centerName, formatDateTime(session.summary.session.takenAt))}. ${texts.counts(session.summary.patients, session.summary.batches)}`
          : texts.none}
      </p>
      <form onSubmit={prepare} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-centre`} className="mb-1.5 block text-sm font-medium text-foreground">
            {texts.center}
          </label>
          <select
            id={`${id}-centre`}
            required
            value={chosen ?? ''}
            onChange={(event) => setCenterId(event.target.value === '' ? null : Number(event.target.value))}
            className={controlClass}
          >
            <option value="">{texts.choose}</option>
            {centers.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className={buttonClass.primary}
          disabled={!isOnline || !center}
          aria-busy={session.isBusy}
        >
          {session.isBusy ? texts.preparing : texts.prepare}
        </button>
      </form>
      {!isOnline && <p className="text-sm text-foreground">{texts.offline}</p>}
      {session.summary && (
        <form onSubmit={add} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor={`${id}-search`} className="mb-1.5 block text-sm font-medium text-foreground">
              {texts.search}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              aria-describedby={`${id}-hint`}
              className={controlClass}
            />
            <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
              {texts.addPatientsHint}
            </p>
          </div>
          <button type="submit" className={buttonClass.secondary} disabled={!isOnline} aria-busy={session.isBusy}>
            {texts.addPatients}
          </button>
        </form>
      )}
      <p role="status" className="text-sm text-foreground">
        {session.message}
      </p>
      {session.summary && (
        <div>
          <button type="button" className={buttonClass.secondary} onClick={() => void session.forget()}>
            {texts.forget}
          </button>
        </div>
      )}
    </section>
  );
};
