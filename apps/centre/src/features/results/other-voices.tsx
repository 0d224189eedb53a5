import type { LanguageCode } from '@eval/contracts/common';
import type { ConsultationGroupResult } from '@eval/contracts/consultations';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadState } from '../../components/load-state';
import { MIN_RESPONSES } from '../../lib/consultations';
import { formatDifference, formatScore } from '../../lib/format';
import { appPath, CONSULTATIONS_PATH } from '../../lib/paths';
import { useGetConsultationResultsQuery } from './api';

/**
 * "The other voices": what the students, families and staff answered in the period's
 * anonymous consultations, per key beside the self-evaluation, with the gap (the group's score
 * minus the self-evaluation's). A group below MIN_RESPONSES shows no figure, only how many
 * answered: a smaller group could be recognised.
 */
export function OtherVoices({ evaluationId, lang }: { evaluationId: number; lang: LanguageCode }) {
  const { t } = useTranslation();
  const voices = useGetConsultationResultsQuery({ evaluacion: evaluationId, lang });
  return (
    <Paper component="section" aria-labelledby="voices-title" sx={{ p: 2 }}>
      <Typography id="voices-title" component="h2" variant="h6">
        {t('results.voices.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('results.voices.intro')}
      </Typography>
      {!voices.data ? (
        <LoadState failed={voices.isError} onRetry={() => void voices.refetch()} />
      ) : voices.data.grupos.length === 0 ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('results.voices.none')}</Typography>
          <Button component={RouterLink} to={appPath(CONSULTATIONS_PATH)} variant="outlined">
            {t('results.voices.toConsultations')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={3}>
          {voices.data.grupos.map((group) => (
            <GroupVoices key={group.grupo} group={group} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

const cell = { px: 1, py: 0.75, borderBottom: 1, borderColor: 'divider' } as const;

function GroupVoices({ group }: { group: ConsultationGroupResult }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const name = t(`consultations.groups.${group.grupo}`);
  const responses = t('results.voices.responses', { count: group.respuestas });
  const headingId = `voces-${group.grupo}`;
  if (!group.suficiente)
    return (
      <Box component="section" aria-labelledby={headingId} data-testid={headingId}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography>{t('results.voices.fewResponses', { min: String(MIN_RESPONSES) })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {responses}
        </Typography>
      </Box>
    );
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      {/* A phone scrolls the table sideways rather than squeezing the key titles; focusable so
          that a keyboard scrolls it too. */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={headingId}>
        <Box
          component="table"
          sx={{
            width: '100%',
            borderCollapse: 'collapse',
            '& th, & td': cell,
            '& thead th': { textAlign: 'right', fontWeight: 600, verticalAlign: 'bottom' },
            '& thead th:first-of-type, & tbody th': { textAlign: 'left' },
            '& tbody th': { fontWeight: 400 },
            '& td': {
              textAlign: 'right',
              whiteSpace: 'nowrap',
              fontVariantNumeric: 'tabular-nums',
            },
          }}
        >
          <Box
            component="caption"
            sx={{ captionSide: 'top', textAlign: 'left', color: 'text.secondary', pb: 1 }}
          >
            {t('results.voices.caption', { grupo: name, responses })}
          </Box>
          <thead>
            <tr>
              <th scope="col">{t('results.voices.key')}</th>
              <th scope="col">{t('results.voices.selfEvaluation')}</th>
              <th scope="col">{name}</th>
              <th scope="col">{t('results.voices.gap')}</th>
            </tr>
          </thead>
          <tbody>
            {group.claves.map((key) => (
              <tr key={key.clave}>
                <th scope="row">{key.titulo}</th>
                <td>{formatScore(key.autoevaluacion, language)}</td>
                <td>{formatScore(key.puntuacion, language)}</td>
                <td data-testid={`diferencia-${String(key.clave)}`}>
                  {formatDifference(key.diferencia, language)}
                </td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
