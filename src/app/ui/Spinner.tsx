import { mdiLoading } from '@mdi/js';
import { Icon } from './Icon';

export const Spinner = ({ size = 20, className = '' }: { size?: number; className?: string }) => (
  <Icon path={mdiLoading} size={size} className={`animate-spin ${className}`} />
);
