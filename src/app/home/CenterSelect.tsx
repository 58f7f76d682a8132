import { useId } from 'react';
import { controlClass, FieldShell } from '../../engine/react';
import { homeTexts } from './texts';
import type { CenterChoice } from './useCenterChoice';
import type { Centers } from './useCenters';

/** The required 'Centro de Salud' select; disabled and saying 'Cargando...' while the centres load. */
export const CenterSelect = ({ centers, choice }: { centers: Centers; choice: CenterChoice }) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldShell controlId={id} errorId={errorId} label={homeTexts.centerLabel} isRequired error={choice.error}>
      <select
        id={id}
        required
        aria-required
        aria-invalid={choice.error !== undefined}
        aria-describedby={choice.error === undefined ? undefined : errorId}
        aria-busy={centers.isLoading}
        disabled={centers.isLoading}
        value={choice.centerId ?? ''}
        onChange={(event) => choice.choose(event.target.value === '' ? null : Number(event.target.value))}
        onBlur={choice.touch}
        className={controlClass}
      >
        <option value="">{centers.isLoading ? homeTexts.loadingCenters : homeTexts.centerChoose}</option>
        {centers.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
};
