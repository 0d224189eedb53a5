import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LANGUAGE_CODES, type LanguageCode } from '@eval/contracts/common';

const LABELS: Record<LanguageCode, string> = { ES: 'ES', CA: 'CA' };

interface LanguageSwitchProps {
  value: LanguageCode;
  onChange(language: LanguageCode): void;
}

/** ES / CA switch of a screen whose content exists per language (spec §7, §9). */
export function LanguageSwitch({ value, onChange }: LanguageSwitchProps) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label="Idioma del contenido"
      onChange={(_, next: LanguageCode | null) => {
        if (next) onChange(next);
      }}
    >
      {LANGUAGE_CODES.map((code) => (
        <ToggleButton key={code} value={code} aria-label={code === 'ES' ? 'Español' : 'Català'}>
          {LABELS[code]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
