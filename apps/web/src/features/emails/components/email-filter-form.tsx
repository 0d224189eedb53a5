import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  EMAIL_STATUS_FILTERS,
  EMAIL_STATUS_LABELS,
  type EmailStatusFilter,
  type SentEmailFilter,
} from '@eval/contracts/emails';
import { EMPTY_EMAIL_FILTER, formOfSentEmailFilter, type EmailFilterForm } from '../email-filter';
import { DateRangeFields, FilterBar, useFilterBarForm } from '../../../components/filter-bar';

interface EmailFilterFormProps {
  /** The filter in force (remembered), shown when the screen opens. */
  applied: SentEmailFilter;
  onApply(form: EmailFilterForm): void;
}

/** Subject, receiver, sent from/to and status (spec §2), applied with a button. */
export function EmailFilterFormView({ applied, onApply }: EmailFilterFormProps) {
  const { form, set, bar } = useFilterBarForm<SentEmailFilter, EmailFilterForm>(
    applied,
    formOfSentEmailFilter,
    EMPTY_EMAIL_FILTER,
    onApply,
  );
  return (
    <FilterBar label="Filtro de correos" clearLabel="Limpiar" {...bar}>
      <TextField
        size="small"
        label="Asunto"
        value={form.subject}
        onChange={(e) => set({ subject: e.target.value })}
      />
      <TextField
        size="small"
        label="Destinatario"
        value={form.receiver}
        onChange={(e) => set({ receiver: e.target.value })}
      />
      <DateRangeFields
        fromLabel="Enviado desde"
        toLabel="Enviado hasta"
        range={form}
        onChange={set}
      />
      <TextField
        select
        size="small"
        label="Estado"
        value={form.status}
        onChange={(e) => set({ status: e.target.value as EmailStatusFilter })}
        sx={{ minWidth: 140 }}
      >
        {EMAIL_STATUS_FILTERS.map((status) => (
          <MenuItem key={status} value={status}>
            {EMAIL_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
    </FilterBar>
  );
}
