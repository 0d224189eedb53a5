import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import {
  EVALUATION_STATUS_LABELS,
  EVALUATION_STATUSES,
  type EvaluationStatus,
} from '@eval/contracts/evaluation-enums';

interface ReminderStatusChoiceProps {
  value: readonly EvaluationStatus[];
  onChange(statuses: EvaluationStatus[]): void;
}

/**
 * The evaluation statuses a reminder reaches, several at once ("Sin comenzar" and
 * "En proceso" in one campaign, which the page's one-status filter cannot say). It starts with
 * the page's status; none ticked means every status, as the page's filter without one.
 */
export function ReminderStatusChoice({ value, onChange }: ReminderStatusChoiceProps) {
  const toggle = (status: EvaluationStatus, ticked: boolean) =>
    // Kept in the statuses' own order, so the filter reads the same however it was ticked.
    onChange(EVALUATION_STATUSES.filter((s) => (s === status ? ticked : value.includes(s))));
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Estado de la evaluación</FormLabel>
      <FormGroup row>
        {EVALUATION_STATUSES.map((status) => (
          <FormControlLabel
            key={status}
            label={EVALUATION_STATUS_LABELS[status]}
            control={
              <Checkbox
                checked={value.includes(status)}
                onChange={(event) => toggle(status, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {value.length === 0 ? 'Ninguno marcado: centros en cualquier estado.' : ' '}
      </FormHelperText>
    </FormControl>
  );
}
