import { mdiCheckCircleOutline, mdiClipboardAlertOutline, mdiClose } from '@mdi/js';
import { useId, useState } from 'react';
import { AdverseEventDialog } from '../adverse-events/AdverseEventDialog';
import type { ReportedDose } from '../adverse-events/reported-dose';
import { adverseEventTexts } from '../adverse-events/texts';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { IconButton } from '../ui/IconButton';
import { doseFormTexts } from './texts';

const texts = doseFormTexts.registered;

type RegisteredDoseNoticeProps = {
  /** The last dose registered; nothing is shown while null. */
  dose: ReportedDose | null;
  onDismiss: () => void;
};

/**
 * The dose form's confirmation of the dose just registered, kept above the fresh form until it
 * is closed or another dose is registered: who received what, and 'Reportar ESAVI' for an
 * adverse event noticed after it.
 *
 * @example
 * <RegisteredDoseNotice dose={wizard.registered} onDismiss={wizard.dismissRegistered} />
 */
export const RegisteredDoseNotice = ({ dose, onDismiss }: RegisteredDoseNoticeProps) => {
  const headingId = useId();
  const [reporting, setReporting] = useState<ReportedDose | null>(null);
  return (
    <>
      {dose && (
        <section
          aria-labelledby={headingId}
          className="mb-4 flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-surface px-4 py-3 shadow-sm"
        >
          <Icon path={mdiCheckCircleOutline} className="shrink-0 text-brand" />
          <div className="min-w-0 grow text-sm">
            <h2 id={headingId} className="font-semibold text-foreground">
              {texts.title}
            </h2>
            <p className="text-foreground">
              {dose.patient} · {dose.summary}
            </p>
            <p className="text-muted">{texts.hint}</p>
          </div>
          <Button variant="outline" onClick={() => setReporting(dose)}>
            <Icon path={mdiClipboardAlertOutline} size={20} />
            {adverseEventTexts.report}
          </Button>
          <IconButton label={texts.dismiss} icon={mdiClose} onClick={onDismiss} />
        </section>
      )}
      <AdverseEventDialog dose={reporting} onClose={() => setReporting(null)} />
    </>
  );
};
