import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { z } from 'zod';
import {
  CAMPAIGN_AUDIENCE_LABELS,
  CAMPAIGN_AUDIENCES,
  campaignStatuses,
  campaignTargetSchema,
  type CampaignFilter,
  type CampaignSchedule,
} from '@eval/contracts/campaigns';
import { codeOptions } from '@eval/contracts/common';
import { countText } from '@eval/contracts/count-text';
import type { EvaluationStatus } from '@eval/contracts/evaluation-enums';
import type { QuizFilter } from '@eval/contracts/quizzes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { FormRadioField, RadioChoice } from '../../../components/form/form-radio-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { notify } from '../../../lib/notify';
import { errorMessage } from '../../../lib/api-errors';

const errorText = (error: unknown) => errorMessage(error, 'Error');
import {
  useCreateCampaignMutation,
  useGetMailTemplatesQuery,
  usePreviewCampaignMutation,
} from '../api';
import { MailPreview } from './mail-preview';
import { ReminderStatusChoice } from './reminder-status-choice';

type Mode = CampaignSchedule['mode'];

/**
 * What the dialog chooses of the campaign's target: who and which template. The filter is the
 * page's; the schedule stays beside the form, held as the inputs show it (a local date and
 * time, days kept between 1 and 60) and turned into the contract's instant when sent.
 */
const reminderTargetSchema = campaignTargetSchema.omit({ filter: true });
type ReminderTarget = z.output<typeof reminderTargetSchema>;

const AUDIENCE_OPTIONS = codeOptions(CAMPAIGN_AUDIENCES, CAMPAIGN_AUDIENCE_LABELS);
const MODE_OPTIONS: { value: Mode; label: string }[] = [
  { value: 'now', label: 'Ahora' },
  { value: 'at', label: 'En una fecha y hora' },
  { value: 'repeat', label: 'Periódicamente' },
];

/** "3 personas de 2 centros", with singulars. */
export const reachText = (people: number, centres: number) =>
  `${countText(people, 'persona', 'personas')} de ${countText(centres, 'centro', 'centros')}`;

/** The page's filter with the statuses ticked in the dialog: one is the page's own form. */
function withStatuses(filter: QuizFilter, statuses: readonly EvaluationStatus[]): CampaignFilter {
  const { status: _pageStatus, ...rest } = filter;
  if (statuses.length === 0) return rest;
  return { ...rest, status: statuses.length === 1 ? statuses[0] : [...statuses] };
}

/**
 * Enviar recordatorio: the current Seguimiento centros filter (its status widened to
 * several if wished), who receives it, the template, when; a preview with a real centre's data in both languages, and a confirmation
 * that states how many people and centres it reaches.
 */
export function SendReminderDialog(props: { filter: QuizFilter; onClose(): void }) {
  const { onClose } = props;
  const [statuses, setStatuses] = useState(() => campaignStatuses(props.filter));
  const filter = useMemo(() => withStatuses(props.filter, statuses), [props.filter, statuses]);
  const templates = useGetMailTemplatesQuery(undefined);
  const reminders = useMemo(
    () => (templates.data ?? []).filter((t) => t.kind === 'reminder'),
    [templates.data],
  );
  // No asterisks: the dialog never marked them, and both always hold a value.
  const form = useContractForm(
    reminderTargetSchema,
    { audience: 'coordinators', templateId: '' },
    { markRequired: false },
  );
  const [audience, templateId] = useWatch({
    control: form.control,
    name: ['audience', 'templateId'],
  });
  const [mode, setMode] = useState<Mode>('now');
  const [at, setAt] = useState(() =>
    dayjs().add(1, 'day').hour(9).minute(0).format('YYYY-MM-DDTHH:mm'),
  );
  const [everyDays, setEveryDays] = useState(7);
  /** The target being confirmed: the confirmation is open while it is set. */
  const [confirming, setConfirming] = useState<ReminderTarget | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, previewState] = usePreviewCampaignMutation();
  const [create, createState] = useCreateCampaignMutation();

  const { setValue } = form;
  useEffect(() => {
    if (templateId === '' && reminders[0]) setValue('templateId', reminders[0].id);
  }, [reminders, templateId, setValue]);
  useEffect(() => {
    if (typeof templateId !== 'number' || !audience) return;
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
  const onSubmit = form.handleSubmit((target) => {
    if (reach) setConfirming(target);
  });
  const onConfirm = async (target: ReminderTarget) => {
    try {
      await create({ filter, ...target, schedule: schedule() }).unwrap();
      notify(
        mode === 'now' ? 'Recordatorio enviado a la cola de correo' : 'Recordatorio programado',
        {
          variant: 'success',
        },
      );
      onClose();
    } catch (e) {
      setConfirming(null);
      setError(errorText(e));
    }
  };
  const when =
    mode === 'now'
      ? 'ahora'
      : mode === 'at'
        ? `el ${dayjs(at).format('DD/MM/YYYY HH:mm')}`
        : `cada ${countText(everyDays, 'día', 'días')} desde el ${dayjs(at).format('DD/MM/YYYY HH:mm')}, hasta que se cierre el periodo`;

  return (
    <>
      <FormDialog
        titleId="send-reminder-title"
        title="Enviar recordatorio"
        maxWidth="md"
        error={error}
        submitLabel="Enviar"
        busy={!reach || reach.recipients === 0 || createState.isLoading}
        onSubmit={() => void onSubmit()}
        onClose={onClose}
      >
        <Stack spacing={2} sx={{ mt: 1 }}>
          <ReminderStatusChoice value={statuses} onChange={setStatuses} />
          <FormRadioField
            form={form}
            name="audience"
            labelId="reminder-audience"
            label="Destinatarios"
            options={AUDIENCE_OPTIONS}
          />
          <FormSelectField
            form={form}
            name="templateId"
            native={false}
            label="Plantilla"
            options={reminders.map((t) => ({ value: t.id, label: t.nombre }))}
          />
          <RadioChoice
            labelId="reminder-when"
            label="Cuándo"
            row
            options={MODE_OPTIONS}
            value={mode}
            onChange={(value) => setMode(value)}
          />
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
                  ? ` ${countText(reach.skippedRecent, 'queda', 'quedan')} fuera por haber recibido un recordatorio ${reach.intervalDays === 1 ? 'en el último día' : `en los últimos ${countText(reach.intervalDays, 'día', 'días')}`}.`
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
        open={confirming !== null}
        title="Confirmar el recordatorio"
        message={
          reach
            ? `Se enviará el recordatorio ${when} a ${reachText(reach.recipients, reach.centres)}. ¿Continuar?`
            : ''
        }
        confirmLabel="Confirmar envío"
        tone="constructive"
        busy={createState.isLoading}
        onConfirm={() => {
          if (confirming) void onConfirm(confirming);
        }}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
