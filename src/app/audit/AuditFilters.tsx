import { useId } from 'react';
import { buttonClass, controlClass, useListQuery } from '../../engine/react';
import { users } from '../../entities/users';
import { entities } from '../registry';
import { actionOptions, entityOptions } from './audit-options';
import { auditTexts } from './texts';
import type { AuditFilters as Filters } from './useAuditPage';

const entityChoices = entityOptions(entities);
const actionChoices = actionOptions(entities);

/** The staff accounts, few enough for one select; named 'Nombre Apellido (correo)'. */
const useUserChoices = () => {
  const list = useListQuery(users, { page: 1, pageSize: 200 });
  return (list.data?.items ?? []).map((user) => ({
    value: String(user.id),
    label: `${String(user.name ?? '')} ${String(user.lastname ?? '')} (${String(user.email ?? '')})`.trim(),
  }));
};

/**
 * The trail's filters: user, entity (by its Spanish plural), action and a date range; each
 * change applies at once.
 */
export function AuditFilters({
  filters,
  onChange,
  onClear,
}: {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  onClear: () => void;
}) {
  const id = useId();
  const userChoices = useUserChoices();
  const select = (name: 'userId' | 'entity' | 'action', label: string, choices: { value: string; label: string }[]) => (
    <div className="flex min-w-44 flex-1 flex-col gap-1.5">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        className={controlClass}
        value={filters[name]}
        onChange={(event) => onChange({ [name]: event.target.value })}
      >
        <option value="">{name === 'entity' || name === 'action' ? auditTexts.allFeminine : auditTexts.all}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
  const date = (name: 'from' | 'to', label: string) => (
    <div className="flex min-w-40 flex-col gap-1.5">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="date"
        className={controlClass}
        value={filters[name]}
        onChange={(event) => onChange({ [name]: event.target.value })}
      />
    </div>
  );
  return (
    <fieldset className="mb-6 flex flex-wrap items-end gap-4">
      <legend className="sr-only">{auditTexts.filters}</legend>
      {select('userId', auditTexts.user, userChoices)}
      {select('entity', auditTexts.entity, entityChoices)}
      {select('action', auditTexts.action, actionChoices)}
      {date('from', auditTexts.from)}
      {date('to', auditTexts.to)}
      <button type="button" className={buttonClass.secondary} onClick={onClear}>
        {auditTexts.clear}
      </button>
    </fieldset>
  );
}
