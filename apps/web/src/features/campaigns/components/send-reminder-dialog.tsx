import { useEffect, useMemo, useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {
  CAMPAIGN_AUDIENCE_LABELS,
  CAMPAIGN_AUDIENCES,
  type CampaignAudience,
  type CampaignSchedule,
} from '@eval/contracts/campaigns';
import type { QuizFilter } from '@eval/contracts/quizzes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { notify } from '../../../lib/notify';
import { errorMessage } from '../../../lib/api-errors';

const errorText = (error: unknown) => errorMessage(error, 'Error');
import {
  useCreateCampaignMutation,
  useGetMailTemplatesQuery,
  usePreviewCampaignMutation,
} from '../api';
import { MailPreview } from './mail-preview';

type Mode = CampaignSchedule['mode'];

/** "3 personas de 2 centros", with singulars. */
export const reachText = (people: number, centres: number) =>
  `${people} ${people === 1 ? 'persona' : 'personas'} de ${centres} ${centres === 1 ? 'centro' : 'centros'}`;

/**
 * Enviar recordatorio (issue 18): the current Seguimiento centros filter, who receives it, the
 * template, when; a preview with a real centre's data in both languages, and a confirmation
 * that states how many people and centres it reaches.
 */
export function SendReminderDialog({ filter, onClose }: { filter: QuizFilter; onClose(): void }) {
  const templates = useGetMailTemplatesQuery(undefined);
  const reminders = useMemo(
    () => (templates.data ?? []).filter((t) => t.kind === 'reminder'),
    [templates.data],
  );
  const [audience, setAudience] = useState<CampaignAudience>('coordinators');
  const [templateId, setTemplateId] = useState<number | ''>('');
  const [mode, setMode] = useState<Mode>('now');
  const [at, setAt] = useState(() =>
    dayjs().add(1, 'day').hour(9).minute(0).format('YYYY-MM-DDTHH:mm'),
  );
  const [everyDays, setEveryDays] = useState(7);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, previewState] = usePreviewCampaignMutation();
  const [create, createState] = useCreateCampaignMutation();

  useEffect(() => {
    if (templateId === '' && reminders[0]) setTemplateId(reminders[0].id);
  }, [reminders, templateId]);
  useEffect(() => {
    if (templateId === '') return;
    setError(null);
    preview({ filter, audience, templateId, repeat: mode === 'repeat' })
      .unwrap()
      .catch((e: unknown) => setError(errorText(e)));
  }, [filter, audience, templateId, mode, preview]);

  const schedule = (): CampaignSchedule => {
    if (mode === 'now') return { mode };
    const when = dayjs(at).toISOString();
    return mode === 'at' ? { mode, at: when } : { mode, at: when, everyDays };
  };
  const reach = previewState.data;
  const onSubmit = () => {
    if (!reach || templateId === '') return;
    setConfirming(true);
  };
  const onConfirm = async () => {
    if (templateId === '') return;
    try {
      await create({ filter, audience, templateId, schedule: schedule() }).unwrap();
      notify(
        mode === 'now' ? 'Recordatorio enviado a la cola de correo' : 'Recordatorio programado',
        {
          variant: 'success',
        },
      );
      onClose();
    } catch (e) {
      setConfirming(false);
      setError(errorText(e));
    }
  };
  const when =
    mode === 'now'
      ? 'ahora'
      : mode === 'at'
        ? `el ${dayjs(at).format('DD/MM/YYYY HH:mm')}`
        : `cada ${everyDays} días desde el ${dayjs(at).format('DD/MM/YYYY HH:mm')}, hasta que se cierre el periodo`;

  return (
    <>
      <FormDialog
        titleId="send-reminder-title"
        title="Enviar recordatorio"
        maxWidth="md"
        error={error}
        submitLabel="Enviar"
        busy={!reach || reach.recipients === 0 || createState.isLoading}
        onSubmit={onSubmit}
        onClose={onClose}
      >
        <Stack spacing={2} sx={{ mt: 1 }}>
          <FormControl>
            <FormLabel id="reminder-audience">Destinatarios</FormLabel>
            <RadioGroup
              aria-labelledby="reminder-audience"
              value={audience}
              onChange={(e) => setAudience(e.target.value as CampaignAudience)}
            >
              {CAMPAIGN_AUDIENCES.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={CAMPAIGN_AUDIENCE_LABELS[value]}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            select
            label="Plantilla"
            value={templateId}
            onChange={(e) => setTemplateId(Number(e.target.value))}
          >
            {reminders.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.nombre}
              </MenuItem>
            ))}
          </TextField>
          <FormControl>
            <FormLabel id="reminder-when">Cuándo</FormLabel>
            <RadioGroup
              aria-labelledby="reminder-when"
              row
              value={mode}
              onChange={(e) => setMode(e.target.value as Mode)}
            >
              <FormControlLabel value="now" control={<Radio />} label="Ahora" />
              <FormControlLabel value="at" control={<Radio />} label="En una fecha y hora" />
              <FormControlLabel value="repeat" control={<Radio />} label="Periódicamente" />
            </RadioGroup>
          </FormControl>
          {mode !== 'now' && (
            <Stack direction="row" spacing={2}>
              <TextField
                type="datetime-local"
                label={mode === 'repeat' ? 'Primer envío' : 'Fecha y hora'}
                value={at}
                onChange={(e) => setAt(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              {mode === 'repeat' && (
                <TextField
                  type="number"
                  label="Repetir cada (días)"
                  value={everyDays}
                  onChange={(e) =>
                    setEveryDays(Math.max(1, Math.min(60, Number(e.target.value) || 1)))
                  }
                />
              )}
            </Stack>
          )}
          <Typography role="status" data-testid="reminder-reach">
            {reach
              ? `Ahora lo recibirían ${reachText(reach.recipients, reach.centres)}.` +
                (reach.skippedRecent > 0
                  ? ` ${reach.skippedRecent} quedan fuera por haber recibido un recordatorio en los últimos ${reach.intervalDays} días.`
                  : '')
              : 'Calculando destinatarios…'}
          </Typography>
          {reach?.sample && (
            <MailPreview
              ES={reach.sample.ES}
              CA={reach.sample.CA}
              label={`Vista previa con los datos de ${reach.sample.centro}`}
            />
          )}
        </Stack>
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        title="Confirmar el recordatorio"
        message={
          reach
            ? `Se enviará el recordatorio ${when} a ${reachText(reach.recipients, reach.centres)}. ¿Continuar?`
            : ''
        }
        confirmLabel="Confirmar envío"
        busy={createState.isLoading}
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
