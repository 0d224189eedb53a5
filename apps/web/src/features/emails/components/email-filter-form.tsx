import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  EMAIL_STATUS_FILTERS,
  EMAIL_STATUS_LABELS,
  type EmailStatusFilter,
  type SentEmailFilter,
} from '@eval/contracts/emails';
import { EMPTY_EMAIL_FILTER, formOfSentEmailFilter, type EmailFilterForm } from '../email-filter';
import { DateRangeFields, FilterBar } from '../../../components/filter-bar';
import { useAppliedForm } from '../../../lib/use-applied-form';

interface EmailFilterFormProps {
  /** The filter in force (remembered), shown when the screen opens. */
  applied: SentEmailFilter;
  onApply(form: EmailFilterForm): void;
}

/** Subject, receiver, sent from/to and status (spec §2), applied with a button. */
export function EmailFilterFormView({ applied, onApply }: EmailFilterFormProps) {
  const [form, setForm] = useAppliedForm<SentEmailFilter, EmailFilterForm>(
    applied,
    formOfSentEmailFilter,
  );
  return (
    <FilterBar
      label="Filtro de correos"
      clearLabel="Limpiar"
      onApply={() => onApply(form)}
      onClear={() => {
        setForm(EMPTY_EMAIL_FILTER);
        onApply(EMPTY_EMAIL_FILTER);
      }}
    >
      <TextField
        size="small"
        label="Asunto"
        value={form.subject}
        onChange={(e) => setForm((f) => ({ ...f, subject: e.target.value }))}
      />
      <TextField
        size="small"
        label="Destinatario"
        value={form.receiver}
        onChange={(e) => setForm((f) => ({ ...f, receiver: e.target.value }))}
      />
      <DateRangeFields
        fromLabel="Enviado desde"
        toLabel="Enviado hasta"
        range={form}
        onChange={(change) => setForm((f) => ({ ...f, ...change }))}
      />
      <TextField
        select
        size="small"
        label="Estado"
        value={form.status}
        onChange={(e) => setForm((f) => ({ ...f, status: e.target.value as EmailStatusFilter }))}
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
