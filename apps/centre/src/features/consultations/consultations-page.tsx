import { COORDINATOR_PROFILE } from '@eval/contracts/centre-app-constants';
import type {
  Consultation,
  ConsultationGroup,
  ConsultationState,
} from '@eval/contracts/consultations';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/load-state';
import { apiLanguageOf, appLanguageOf } from '../../i18n/languages';
import { consultationProblem } from '../../lib/consultation-messages';
import { CONSULTATION_GROUP_ORDER, MIN_RESPONSES } from '../../lib/consultations';
import { formatDate } from '../../lib/format';
import { useSessionUser } from '../../lib/hooks';
import {
  useGetConsultationsQuery,
  useOpenConsultationMutation,
  useUpdateConsultationMutation,
} from './api';
import { copyText } from './copy-text';
import { defaultClosingDay, localDay } from './dates';
import { useQrImage } from './use-qr-image';

const STATE_COLOURS: Record<ConsultationState, 'success' | 'default' | 'warning'> = {
  abierta: 'success',
  cerrada: 'default',
  vencida: 'warning',
};

/** A day of the API (`2026-03-12`) in the app's language. */
const dayText = (day: string, language: string) => formatDate(`${day}T12:00:00Z`, language);

/**
 * The centre's anonymous consultations of the active period (`/centro/consultas`): per group
 * (students, families, staff) the open consultation, with its public link, its QR code, its
 * closing date, state and number of responses, or, for the coordinator, a form to open one.
 * The coordinator changes the closing date, closes and reopens; the rest of the centre reads.
 */
export function ConsultationsPage() {
  const { t, i18n } = useTranslation();
  const lang = apiLanguageOf(appLanguageOf(i18n.language));
  // Fresh on every visit: the number of responses grows while the screen is elsewhere.
  const list = useGetConsultationsQuery({ lang }, { refetchOnMountOrArgChange: true });
  const coordinator = useSessionUser()?.perfil === COORDINATOR_PROFILE;
  if (!list.data) return <LoadState failed={list.isError} onRetry={() => void list.refetch()} />;
  const { periodo, consultas } = list.data;
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography component="h1" variant="h5">
          {t('consultations.title')}
        </Typography>
        {periodo && (
          <Typography color="text.secondary">{t('consultations.period', { periodo })}</Typography>
        )}
      </Stack>
      <Typography>{t('consultations.intro', { min: String(MIN_RESPONSES) })}</Typography>
      {!coordinator && <Alert severity="info">{t('consultations.readOnly')}</Alert>}
      {periodo === null ? (
        <Alert severity="info">{t('consultations.noPeriod')}</Alert>
      ) : (
        CONSULTATION_GROUP_ORDER.map((grupo) => (
          <GroupCard
            key={grupo}
            grupo={grupo}
            consultation={consultas.find((c) => c.grupo === grupo) ?? null}
            coordinator={coordinator}
          />
        ))
      )}
    </Stack>
  );
}

function GroupCard({
  grupo,
  consultation,
  coordinator,
}: {
  grupo: ConsultationGroup;
  consultation: Consultation | null;
  coordinator: boolean;
}) {
  const { t } = useTranslation();
  const headingId = `consulta-${grupo}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2 }}
      data-testid={headingId}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t(`consultations.groups.${grupo}`)}
      </Typography>
      {consultation ? (
        <ConsultationDetails consultation={consultation} coordinator={coordinator} />
      ) : coordinator ? (
        <OpenForm grupo={grupo} />
      ) : (
        <Typography color="text.secondary">{t('consultations.noneReadOnly')}</Typography>
      )}
    </Paper>
  );
}

/** The coordinator's form to open a group's consultation: its closing date, two weeks ahead. */
function OpenForm({ grupo }: { grupo: ConsultationGroup }) {
  const { t } = useTranslation();
  const [cierra, setCierra] = useState(() => defaultClosingDay());
  const [open, call] = useOpenConsultationMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const result = await open({ grupo, cierra });
    if ('error' in result)
      setProblem(consultationProblem(result.error, t, t('consultations.failed')));
  };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)}>
      <Typography color="text.secondary">{t('consultations.none')}</Typography>
      <TextField
        type="date"
        label={t('consultations.closingDate')}
        value={cierra}
        required
        onChange={(event) => setCierra(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localDay(new Date()) } }}
        sx={{ maxWidth: 280 }}
      />
      <Button
        type="submit"
        size="large"
        disabled={call.isLoading || cierra === ''}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('consultations.open')}
      </Button>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}

function ConsultationDetails({
  consultation,
  coordinator,
}: {
  consultation: Consultation;
  coordinator: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [update, call] = useUpdateConsultationMutation();
  /** The closing date being edited; null while it is the stored one. */
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const group = t(`consultations.groups.${consultation.grupo}`);
  const cierra = draft ?? consultation.cierra;

  const change = async (body: { cierra: string } | { cerrada: boolean }) => {
    setProblem(null);
    setSaved(false);
    const result = await update({ id: consultation.id, body });
    if ('error' in result) {
      setProblem(consultationProblem(result.error, t, t('consultations.failed')));
      return;
    }
    setDraft(null);
    setSaved(true);
  };

  return (
    <Stack spacing={2}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 1,
          alignItems: 'center',
          m: 0,
          '& dd': { m: 0 },
          '& dt': { fontWeight: 600 },
        }}
      >
        <dt>{t('consultations.state')}</dt>
        <dd>
          <Chip
            size="small"
            color={STATE_COLOURS[consultation.estado]}
            label={t(`consultations.states.${consultation.estado}`)}
            data-testid="estado"
          />
        </dd>
        <dt>{t('consultations.responses')}</dt>
        <dd data-testid="respuestas">{consultation.respuestas}</dd>
        <dt>{t('consultations.closingDate')}</dt>
        <dd>{dayText(consultation.cierra, i18n.language)}</dd>
      </Box>
      {consultation.respuestas < MIN_RESPONSES && (
        <Typography variant="body2" color="text.secondary">
          {t('consultations.fewResponses', { min: String(MIN_RESPONSES) })}
        </Typography>
      )}
      {consultation.estado === 'vencida' && coordinator && (
        <Alert severity="warning">{t('consultations.expiredHint')}</Alert>
      )}
      <PublicLink url={`${window.location.origin}${consultation.enlace}`} />
      <QrCode consultation={consultation} group={group} />
      {coordinator && (
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <TextField
              type="date"
              label={t('consultations.closingDate')}
              value={cierra}
              onChange={(event) => {
                setSaved(false);
                setDraft(event.target.value);
              }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localDay(new Date()) } }}
              sx={{ maxWidth: 280 }}
            />
            <Button
              variant="outlined"
              disabled={call.isLoading || cierra === '' || cierra === consultation.cierra}
              onClick={() => void change({ cierra })}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('consultations.saveDate')}
            </Button>
          </Stack>
          <Button
            variant={consultation.cerrada ? 'contained' : 'outlined'}
            color={consultation.cerrada ? 'primary' : 'error'}
            disabled={call.isLoading}
            onClick={() => void change({ cerrada: !consultation.cerrada })}
            sx={{ alignSelf: 'flex-start' }}
          >
            {consultation.cerrada ? t('consultations.reopen') : t('consultations.close')}
          </Button>
        </Stack>
      )}
      <div role="status">
        {saved && <Alert severity="success">{t('consultations.saved')}</Alert>}
      </div>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}

/** The consultation's public link, to copy, with the way to open it in Catalan. */
function PublicLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <Stack spacing={1}>
      <TextField
        label={t('consultations.link')}
        value={url}
        inputRef={field}
        fullWidth
        helperText={t('consultations.catalanHint')}
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="outlined"
          onClick={() => void copyText(url, field.current).then((ok) => setCopied(ok))}
        >
          {t('consultations.copy')}
        </Button>
        <Typography component="span" role="status" variant="body2">
          {copied === true
            ? t('consultations.copied')
            : copied === false
              ? t('consultations.copyFailed')
              : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}

const QR_SIZE = 200;

/** The link's QR code (a PNG of the API) shown and offered as a download. */
function QrCode({ consultation, group }: { consultation: Consultation; group: string }) {
  const { t } = useTranslation();
  const qr = useQrImage(consultation.id, `consulta-${consultation.grupo}-qr.png`);
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('consultations.qr')}
      </Typography>
      {qr.url ? (
        <Box
          component="img"
          src={qr.url}
          alt={t('consultations.qrAlt', { grupo: group })}
          width={QR_SIZE}
          height={QR_SIZE}
          sx={{ bgcolor: 'common.white', border: 1, borderColor: 'divider', p: 1 }}
        />
      ) : qr.failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" variant="text" onClick={qr.retry}>
              {t('app.retry')}
            </Button>
          }
        >
          {t('consultations.qrFailed')}
        </Alert>
      ) : (
        <Box
          role="status"
          sx={{ width: QR_SIZE, height: QR_SIZE, display: 'grid', placeItems: 'center' }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('consultations.qrLoading')}
          </Typography>
        </Box>
      )}
      {qr.url ? (
        <Button
          component="a"
          href={qr.url}
          download={qr.name}
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('consultations.downloadQr')}
        </Button>
      ) : (
        <Button variant="outlined" disabled sx={{ alignSelf: 'flex-start' }}>
          {t('consultations.downloadQr')}
        </Button>
      )}
    </Stack>
  );
}
