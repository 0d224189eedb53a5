import type { CentreQuestionResult } from '@eval/contracts/centre-app';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../lib/format';
import styles from './key-result-card.module.css';

/**
 * A key's questions with the centre's answers and their scores, behind a disclosure button
 * (aria-expanded, Enter and Space as any button): ten keys of ten questions each would bury
 * the results, and a coordinator opens the key whose score they want to understand. The list is
 * rendered only when open. Its frame is plain elements, as the card's (key-result-card.tsx).
 */
export function KeyQuestions({
  questions,
  keyTitle,
}: {
  questions: readonly CentreQuestionResult[];
  keyTitle: string;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.disclosure}>
      <Button
        variant="outlined"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        sx={{ width: '100%', justifyContent: 'space-between', textAlign: 'left' }}
        endIcon={<span aria-hidden="true">{open ? '▲' : '▼'}</span>}
      >
        {t('results.questions', { count: questions.length })}
      </Button>
      <div id={panelId} role="region" aria-label={keyTitle} hidden={!open}>
        {open &&
          (questions.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('results.noQuestions')}
            </Typography>
          ) : (
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
              {questions.map((q) => (
                <Box
                  component="li"
                  key={q.preguntaId}
                  data-testid="key-question"
                  sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {q.num}. {q.titulo}
                  </Typography>
                  <Box
                    component="dl"
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: 'auto 1fr',
                      columnGap: 1.5,
                      m: 0,
                      mt: 0.5,
                    }}
                  >
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t('results.answer')}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      {q.notApplicable ? t('results.notApplicable') : q.answers.join(' · ')}
                    </Typography>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t('results.score')}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                      {formatScore(q.score, i18n.language)}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          ))}
      </div>
    </div>
  );
}
