import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { APP_LANGUAGES, storeLanguage, type AppLanguage } from '../i18n/languages';

/** Switches the app between Spanish and Catalan; the choice is kept in this browser. */
export function LanguageSwitch({ light = false }: { light?: boolean }) {
  const { t, i18n } = useTranslation();
  const change = (_event: unknown, value: AppLanguage | null) => {
    if (!value) return;
    storeLanguage(value);
    void i18n.changeLanguage(value);
  };
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={i18n.language}
      onChange={change}
      aria-label={t('app.language')}
      // Full-contrast texts: MUI's unselected grey is too faint on the sign-in page's grey.
      sx={
        light
          ? {
              '& .MuiToggleButton-root': {
                color: 'common.white',
                borderColor: 'rgba(255,255,255,0.7)',
              },
              '& .MuiToggleButton-root.Mui-selected': {
                color: 'primary.dark',
                bgcolor: 'common.white',
              },
              '& .MuiToggleButton-root.Mui-selected:hover': { bgcolor: 'grey.100' },
            }
          : {
              bgcolor: 'background.paper',
              '& .MuiToggleButton-root': { color: 'text.primary' },
              '& .MuiToggleButton-root.Mui-selected': {
                color: 'common.white',
                bgcolor: 'primary.main',
              },
              '& .MuiToggleButton-root.Mui-selected:hover': { bgcolor: 'primary.dark' },
            }
      }
    >
      {APP_LANGUAGES.map((language) => (
        <ToggleButton key={language} value={language} lang={language} sx={{ px: 1.5 }}>
          {t(`app.languages.${language}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
