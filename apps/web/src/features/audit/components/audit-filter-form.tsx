import TextField from '@mui/material/TextField';
import {
  AUDIT_ENTITY_LABELS,
  AUDIT_LABELS,
  AUDIT_METHOD_LABELS,
  AUDIT_METHODS,
  type AuditFilter,
} from '@eval/contracts/audit';
import { EMPTY_AUDIT_FILTER, formOfAuditFilter, type AuditFilterForm } from '../audit-filter';
import { DateRangeFields, FilterBar, useFilterBarForm } from '../../../components/filter-bar';
import { FilterSelect } from '../../../components/filter-select';

/** Who, entity, method, changes or accesses, and date range, applied with a button. */
export function AuditFilterFormView({
  applied,
  entities,
  onApply,
}: {
  /** The filter in force (remembered), shown when the screen opens. */
  applied: AuditFilter;
  entities: readonly string[];
  onApply(form: AuditFilterForm): void;
}) {
  const { form, set, bar } = useFilterBarForm<AuditFilter, AuditFilterForm>(
    applied,
    formOfAuditFilter,
    EMPTY_AUDIT_FILTER,
    onApply,
  );
  // A remembered entity stays choosable while (or if) the options have not loaded.
  const entityOptions =
    form.entity && !entities.includes(form.entity) ? [form.entity, ...entities] : entities;
  return (
    <FilterBar label="Filtro de la auditoría" clearLabel={AUDIT_LABELS.clear} {...bar}>
      <TextField
        size="small"
        label={AUDIT_LABELS.userFilter}
        value={form.user}
        onChange={(e) => set({ user: e.target.value })}
        // Its label, "Administrador (nombre o correo)", was cut at 240 px.
        sx={{ minWidth: 300 }}
      />
      <FilterSelect
        size="small"
        label={AUDIT_LABELS.entity}
        value={form.entity}
        anyLabel={AUDIT_LABELS.all}
        options={entityOptions
          .map((entity) => ({ value: entity, label: AUDIT_ENTITY_LABELS[entity] ?? entity }))
          .sort((a, b) => a.label.localeCompare(b.label, 'es'))}
        onChange={(entity) => set({ entity })}
        sx={{ minWidth: 180 }}
      />
      <FilterSelect
        size="small"
        label={AUDIT_LABELS.method}
        value={form.method}
        anyLabel={AUDIT_LABELS.all}
        options={AUDIT_METHODS.map((method) => ({
          value: method,
          label: `${method} · ${AUDIT_METHOD_LABELS[method]}`,
        }))}
        onChange={(method) => set({ method })}
        sx={{ minWidth: 160 }}
      />
      <FilterSelect
        size="small"
        label={AUDIT_LABELS.log}
        value={form.log}
        anyLabel={AUDIT_LABELS.changes}
        options={[{ value: 'reads' as const, label: AUDIT_LABELS.reads }]}
        onChange={(log) => set({ log })}
        sx={{ minWidth: 200 }}
      />
      <DateRangeFields
        fromLabel={AUDIT_LABELS.from}
        toLabel={AUDIT_LABELS.to}
        range={form}
        onChange={set}
      />
    </FilterBar>
  );
}
