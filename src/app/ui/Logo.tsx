import { mdiNeedle } from '@mdi/js';
import { productName } from '../product';
import { Icon } from './Icon';

/** The product's mark and name. */
export const Logo = ({ className = '' }: { className?: string }) => (
  <span className={`inline-flex items-center gap-2.5 ${className}`}>
    <span className="inline-flex size-9 items-center justify-center rounded-xl bg-primary text-on-primary shadow-sm">
      <Icon path={mdiNeedle} size={20} />
    </span>
    <span className="text-base font-semibold tracking-tight text-foreground">{productName}</span>
  </span>
);
