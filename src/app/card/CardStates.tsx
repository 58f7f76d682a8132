import { mdiAccountSearchOutline, mdiAlertCircleOutline, mdiNeedleOff } from '@mdi/js';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { MessagePage } from '../ui/MessagePage';
import { Spinner } from '../ui/Spinner';
import { cardTexts } from './texts';

/** While the card loads. */
export const CardLoading = () => (
  <div role="status" className="flex items-center gap-3 py-10 text-sm text-muted">
    <Spinner size={24} className="text-brand" />
    {cardTexts.loading}
  </div>
);

/** A patient that does not exist (or was deleted). */
export const CardNotFound = () => (
  <MessagePage
    isFullPage={false}
    icon={mdiAccountSearchOutline}
    title={cardTexts.notFoundTitle}
    text={cardTexts.notFoundText}
  >
    <Link to="/inicio" className={buttonVariants.primary}>
      {cardTexts.backHome}
    </Link>
  </MessagePage>
);

/** A load that failed, with the server's words when it sent some, and a way to try again. */
export const CardFailure = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <div
    role="alert"
    className="flex flex-wrap items-center gap-3 rounded-xl border border-error/40 bg-error/10 px-4 py-3 text-sm text-foreground"
  >
    <Icon path={mdiAlertCircleOutline} className="shrink-0 text-error" />
    <span className="flex-1">{message ? `${cardTexts.failure}: ${message}` : cardTexts.failureFallback}</span>
    <Button variant="outline" onClick={onRetry}>
      {cardTexts.retry}
    </Button>
  </div>
);

/** A patient with no active dose. */
export const CardEmpty = () => (
  <div className="card-empty flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border bg-surface px-6 py-10 text-center">
    <Icon path={mdiNeedleOff} size={28} className="text-muted" />
    <p className="text-base font-semibold text-foreground">{cardTexts.empty}</p>
    <p className="text-sm text-muted">{cardTexts.emptyText}</p>
  </div>
);
