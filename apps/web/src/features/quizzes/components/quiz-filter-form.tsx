import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { OWNERSHIP_LABELS } from '@eval/contracts/centre-enums';
import { codeOptions } from '@eval/contracts/common';
import { EVALUATION_STATUS_LABELS } from '@eval/contracts/evaluation-enums';
import {
  QUIZ_PLAN_FILTER_LABELS,
  QUIZ_PLAN_FILTERS,
  type QuizFilterOptions,
} from '@eval/contracts/quizzes';
import { FilterSelect, type FilterSelectOption } from '../../../components/filter-select';
import { DATE_FORMAT } from '../../../lib/dates';
import { emptyQuizFilter, type QuizFilterValues } from '../filter-values';
import { useAppliedForm } from '../../../lib/use-applied-form';

interface QuizFilterFormProps {
  /** The filter in force; the form starts from it. */
  applied: QuizFilterValues;
  options: QuizFilterOptions | undefined;
  /** The communities chosen in the form, so the page can narrow the municipalities. */
  onCommunitiesChange(comunidades: number[]): void;
  onApply(values: QuizFilterValues): void;
  onUndo(): void;
}

/** The applied filter is the form's values as they are. */
const keepValues = (applied: QuizFilterValues) => applied;

const fieldWidth = { minWidth: 200, flex: '1 1 200px' };
/** Wide enough that "Fecha de envío desde" is not overlapped by the calendar icon. */
const dateWidth = { minWidth: 250, flex: '1 1 250px' };

/** The filter's free texts, first in the form. */
const TEXT_FIELDS = [
  { key: 'nombre', label: 'Nombre' },
  { key: 'codigo', label: 'Código' },
] as const;
/** The send date range, last in the form. */
const DATE_FIELDS = [
  { key: 'sendFrom', label: 'Fecha de envío desde' },
  { key: 'sendTo', label: 'Fecha de envío hasta' },
] as const;

/**
 * The filter of spec §2 Seguimiento centros with Apply and Undo ("Deshacer" clears it). Choosing
 * communities narrows the municipalities and clears a municipality outside them (spec §5).
 */
export function QuizFilterForm({
  applied,
  options,
  onCommunitiesChange,
  onApply,
  onUndo,
}: QuizFilterFormProps) {
  const [values, setValues] = useAppliedForm(applied, keepValues);
  const set = <K extends keyof QuizFilterValues>(key: K, value: QuizFilterValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  /** The filter's selects, each bound to its field; the first option stands for any value. */
  const select = <K extends 'ownership' | 'periodId' | 'status' | 'plan'>(
    key: K,
    label: string,
    anyLabel: string,
    choices: readonly FilterSelectOption<Exclude<QuizFilterValues[K], ''>>[],
    value: QuizFilterValues[K] = values[key],
  ) => (
    <FilterSelect
      label={label}
      value={value}
      anyLabel={anyLabel}
      options={choices}
      onChange={(chosen) => set(key, chosen)}
      sx={fieldWidth}
    />
  );

  const ownerships = codeOptions(options?.ownerships ?? [], OWNERSHIP_LABELS);
  const periods = (options?.periods ?? []).map((p) => ({
    value: p.id,
    label: `${p.periodo}${p.activo ? ' (activo)' : ''}`,
  }));
  const statuses = codeOptions(options?.statuses ?? [], EVALUATION_STATUS_LABELS);
  const plans = codeOptions(QUIZ_PLAN_FILTERS, QUIZ_PLAN_FILTER_LABELS);
  /** No period is shown chosen until the periods are known. */
  const periodId = options ? values.periodId : '';
  const communities = options?.comunidades ?? [];
  const municipalities = options?.municipios ?? [];
  const chosenCommunities = communities.filter((c) => values.comunidades.includes(c.id));

  const changeCommunities = (ids: number[]) => {
    const keepMunicipality = municipalities.some(
      (m) => m.id === values.municipio && (ids.length === 0 || ids.includes(m.comunidadId)),
    );
    setValues((current) => ({
      ...current,
      comunidades: ids,
      municipio: keepMunicipality ? current.municipio : '',
    }));
    onCommunitiesChange(ids);
  };

  return (
    <Paper
      component="form"
      aria-label="Filtro de evaluaciones"
      sx={{ p: 2, mb: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(values);
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {TEXT_FIELDS.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
            value={values[key]}
            onChange={(e) => set(key, e.target.value)}
            sx={fieldWidth}
          />
        ))}
        {select('ownership', 'Titularidad', 'Todas', ownerships)}
        {select('periodId', 'Periodo de evaluación', 'Periodo activo', periods, periodId)}
        <Autocomplete
          multiple
          options={options?.groups ?? []}
          value={values.groupby}
          onChange={(_, groups) => set('groupby', groups)}
          renderInput={(params) => <TextField {...params} label="Grupo" />}
          sx={fieldWidth}
        />
        {select('status', 'Estado', 'Todos', statuses)}
        {select('plan', 'Plan de mejora', 'Todos', plans)}
        <Autocomplete
          multiple
          options={communities}
          getOptionLabel={(c) => c.nombre}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={chosenCommunities}
          onChange={(_, chosen) => changeCommunities(chosen.map((c) => c.id))}
          renderInput={(params) => <TextField {...params} label="Comunidad autónoma" />}
          sx={fieldWidth}
        />
        <Autocomplete
          options={municipalities}
          getOptionLabel={(m) => m.nombre}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={municipalities.find((m) => m.id === values.municipio) ?? null}
          onChange={(_, chosen) => set('municipio', chosen?.id ?? '')}
          renderInput={(params) => <TextField {...params} label="Municipio" />}
          sx={fieldWidth}
        />
        {DATE_FIELDS.map(({ key, label }) => (
          <DatePicker
            key={key}
            label={label}
            format={DATE_FORMAT}
            value={values[key] ? dayjs(values[key]) : null}
            onChange={(d) => set(key, d?.isValid() ? d.format('YYYY-MM-DD') : null)}
            sx={dateWidth}
          />
        ))}
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button
          type="button"
          variant="outlined"
          onClick={() => {
            setValues(emptyQuizFilter);
            onCommunitiesChange([]);
            onUndo();
          }}
        >
          Deshacer
        </Button>
        <Button type="submit">Aplicar</Button>
      </Stack>
    </Paper>
  );
}
