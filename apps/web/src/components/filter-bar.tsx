import type { ReactNode } from 'react';
import type { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DayRange } from '../lib/dates';
import { useAppliedForm } from '../lib/use-applied-form';
import { CollapsibleFilters, activeFilterCount } from './collapsible-filters';

/**
 * A filter bar's form (see useAppliedForm): its values, `set` to change some of them, and the
 * bar's buttons: "Aplicar" applies the form as it is, the clear button empties it and applies
 * the empty filter at once.
 */
export function useFilterBarForm<Applied, Form extends object>(
  applied: Applied,
  toForm: (applied: Applied) => Form,
  empty: Form,
  onApply: (form: Form) => void,
) {
  const [form, setForm] = useAppliedForm(applied, toForm);
  const set = (change: Partial<Form>) => setForm((current) => ({ ...current, ...change }));
  const bar = {
    active: activeFilterCount(toForm(applied), empty),
    onApply: () => onApply(form),
    onClear: () => {
      setForm(empty);
      onApply(empty);
    },
  };
  return { form, set, bar };
}

interface FilterBarProps {
  /** The form's accessible name, e.g. "Filtro de correos". */
  label: string;
  clearLabel: string;
  /** Fields of the filter in force: a phone shows the form folded, with this count. */
  active: number;
  onApply(): void;
  onClear(): void;
  children: ReactNode;
}

/** A one-line filter form of a list: its fields, then "Aplicar" and a clear button. */
export function FilterBar(props: FilterBarProps) {
  const { label, clearLabel, active, onApply, onClear, children } = props;
  return (
    <CollapsibleFilters active={active}>
      <Box
        component="form"
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
      >
        {children}
        <Button type="submit">Aplicar</Button>
        <Button variant="text" onClick={onClear}>
          {clearLabel}
        </Button>
      </Box>
    </CollapsibleFilters>
  );
}

interface DateRangeFieldsProps {
  fromLabel: string;
  toLabel: string;
  range: DayRange;
  onChange(change: { from: Dayjs | null } | { to: Dayjs | null }): void;
}

/** The two small date pickers of a filter's date range. */
export function DateRangeFields({ fromLabel, toLabel, range, onChange }: DateRangeFieldsProps) {
  return (
    <>
      <DatePicker
        label={fromLabel}
        value={range.from}
        onChange={(value) => onChange({ from: value })}
        slotProps={{ textField: { size: 'small' } }}
      />
      <DatePicker
        label={toLabel}
        value={range.to}
        onChange={(value) => onChange({ to: value })}
        slotProps={{ textField: { size: 'small' } }}
      />
    </>
  );
}
