import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { LanguageCode } from '@eval/contracts/common';
import { useLanguageOptions } from '../lib/languages';

interface LanguageSwitchProps {
  value: LanguageCode;
  onChange(language: LanguageCode): void;
}

/** The language switch of a screen whose content exists per language (spec §7, §9). */
export function LanguageSwitch({ value, onChange }: LanguageSwitchProps) {
  const languages = useLanguageOptions();
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
      {languages.map(({ code, name }) => (
        <ToggleButton key={code} value={code}>
          {name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
