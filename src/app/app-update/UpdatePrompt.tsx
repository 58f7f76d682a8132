import { mdiUpdate } from '@mdi/js';
import { offlineTexts } from '../offline/texts';
import { Icon } from '../ui/Icon';
import { canApplyUpdate, useUpdateStore } from './update-store';

/**
 * 'Hay una nueva versión: actualizar', offered once a new version of the app is installed, and
 * only while no form is open and nothing is being sent: applying it reloads the page.
 */
export const UpdatePrompt = () => {
  const state = useUpdateStore();
  if (!canApplyUpdate(state)) return null;
  return (
    <div className="flex justify-center border-b border-border bg-surface px-4 py-2">
      <button
        type="button"
        onClick={state.apply}
        className="inline-flex items-center gap-2 rounded-xl px-3 py-1.5 text-sm font-semibold text-foreground underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
      >
        <Icon path={mdiUpdate} size={18} />
        {offlineTexts.update}
      </button>
    </div>
  );
};
