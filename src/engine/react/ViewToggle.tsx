import { uiTexts } from '../ui-texts';
import { focusRing } from './styles';

export type PageView = 'create' | 'manage';

type ViewToggleProps = { view: PageView; onChange: (view: PageView) => void; canCreate: boolean };

const segment = `rounded-md px-4 py-1.5 text-sm font-medium transition-colors ${focusRing}`;
const segmentState = {
  on: 'bg-primary text-on-primary shadow-sm',
  off: 'text-muted hover:text-foreground',
} as const;

/** The Agregar / Gestión segmented switch of an entity page; each button says whether it is pressed. */
export function ViewToggle({ view, onChange, canCreate }: ViewToggleProps) {
  const views: { view: PageView; label: string }[] = [
    ...(canCreate ? [{ view: 'create' as const, label: uiTexts.page.add }] : []),
    { view: 'manage', label: uiTexts.page.manage },
  ];
  return (
    <fieldset className="inline-flex gap-1 rounded-xl border border-border bg-surface-muted p-1">
      <legend className="sr-only">{uiTexts.page.views}</legend>
      {views.map((item) => (
        <button
          key={item.view}
          type="button"
          aria-pressed={view === item.view}
          onClick={() => onChange(item.view)}
          className={`${segment} ${view === item.view ? segmentState.on : segmentState.off}`}
        >
          {item.label}
        </button>
      ))}
    </fieldset>
  );
}
