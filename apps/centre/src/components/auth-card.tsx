import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';

/** The frame of the signed-out pages: the app's name, the language switch and one card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      id="contenido"
      sx={{ minHeight: '100vh', bgcolor: 'grey.100', px: 2, py: { xs: 3, sm: 6 } }}
    >
      <Stack spacing={2} sx={{ maxWidth: 440, mx: 'auto' }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
        >
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('app.title')}
          </Typography>
          <LanguageSwitch />
        </Stack>
        <Paper sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {children}
        </Paper>
      </Stack>
    </Box>
  );
}
