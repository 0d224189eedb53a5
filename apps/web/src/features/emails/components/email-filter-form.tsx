import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  EMAIL_STATUS_FILTERS,
  EMAIL_STATUS_LABELS,
  type EmailStatusFilter,
  type SentEmailFilter,
} from '@eval/contracts/emails';
import { EMPTY_EMAIL_FILTER, formOfSentEmailFilter, type EmailFilterForm } from '../email-filter';
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
    <Box
      component="form"
      aria-label="Filtro de correos"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(form);
      }}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
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
      <DatePicker
        label="Enviado desde"
        value={form.from}
        onChange={(value) => setForm((f) => ({ ...f, from: value }))}
        slotProps={{ textField: { size: 'small' } }}
      />
      <DatePicker
        label="Enviado hasta"
        value={form.to}
        onChange={(value) => setForm((f) => ({ ...f, to: value }))}
        slotProps={{ textField: { size: 'small' } }}
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
      <Button type="submit">Aplicar</Button>
      <Button
        variant="text"
        onClick={() => {
          setForm(EMPTY_EMAIL_FILTER);
          onApply(EMPTY_EMAIL_FILTER);
        }}
      >
        Limpiar
      </Button>
    </Box>
  );
}
