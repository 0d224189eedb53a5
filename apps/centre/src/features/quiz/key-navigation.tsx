import type { CentreHome } from '@eval/contracts/centre-app';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PRIMARY_COLOUR } from '../../app/theme';
import type { KeyProgress, QuestionnaireKey } from './progress';

/** The keys as a wrapping row of buttons, each with its colour and progress. */
export function KeyNavigation({
  claves,
  progress,
  current,
  colours,
  onSelect,
}: {
  claves: readonly QuestionnaireKey[];
  progress: readonly KeyProgress[];
  current: number;
  colours: CentreHome['keys'];
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('answer.keys')}>
      <Box
        component="ol"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {claves.map((clave, index) => {
          const done = (progress[index]?.percentage ?? 0) >= 100;
          const colour = colours.find((k) => k.keyId === clave.id);
          return (
            <li key={clave.id}>
              <Button
                variant={index === current ? 'contained' : 'outlined'}
                size="small"
                aria-current={index === current ? 'step' : undefined}
                // The name starts with the visible number (what a voice user says to press
                // it); the check mark is said by "Clave completa".
                aria-label={`${index + 1}. ${clave.titulo}: ${progress[index]?.percentage ?? 0} %${done ? ` · ${t('answer.keyComplete')}` : ''}`}
                onClick={() => onSelect(index)}
                // The same styles for every key, so one class; the key's colour inline. Ten
                // classes (one per colour) were ten serialised and inserted style rules.
                sx={{ minWidth: 48, borderLeft: 6 }}
                style={{ borderLeftColor: colour?.color ?? PRIMARY_COLOUR }}
              >
                {done && <span aria-hidden="true">✓&nbsp;</span>}
                {index + 1}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
