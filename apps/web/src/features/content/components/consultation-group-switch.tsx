import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  CONSULTATION_GROUPS,
  CONSULTATION_GROUP_LABELS,
  type ConsultationGroup,
} from '@eval/contracts/consultations';

interface ConsultationGroupSwitchProps {
  value: ConsultationGroup;
  onChange(grupo: ConsultationGroup): void;
}

/**
 * Which group's questionnaire is shown: always one, since each group answers its own questions
 * and the list is read in that group's order (so no "all groups" choice).
 */
export function ConsultationGroupSwitch({ value, onChange }: ConsultationGroupSwitchProps) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label="Grupo"
      onChange={(_, next: ConsultationGroup | null) => {
        if (next) onChange(next);
      }}
      sx={{ mb: 2 }}
    >
      {CONSULTATION_GROUPS.map((grupo) => (
        <ToggleButton key={grupo} value={grupo}>
          {CONSULTATION_GROUP_LABELS.ES[grupo]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
