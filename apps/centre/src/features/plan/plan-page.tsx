import { requestOf } from '@eval/contracts/call';
import { planCalls } from '@eval/contracts/calls/plans';
import {
  PLAN_ACTION_STATES,
  PLAN_MESSAGES,
  type PlanAction,
  type PlanActionState,
  type PlanData,
} from '@eval/contracts/plans';
import type { LanguageCode } from '@eval/contracts/common';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadState } from '../../components/load-state';
import { apiLanguageOf, appLanguageOf } from '../../i18n/languages';
import { serverMessage } from '../../lib/api-errors';
import { downloadFile } from '../../lib/download';
import { formatDate } from '../../lib/format';
import { ActionForm } from './action-form';
import {
  useAdoptSuggestionMutation,
  useAttachEvidenceMutation,
  useCreateActionMutation,
  useDeleteActionMutation,
  useDeleteEvidenceMutation,
  useGetPlanQuery,
  useGetSuggestionsQuery,
  useSetStateMutation,
  useUpdateActionMutation,
  type ActionFields,
} from './api';

/** The form being shown: a new action, or an existing one being edited. */
type Editing = { kind: 'new' } | { kind: 'edit'; action: PlanAction } | null;

/**
 * The centre's improvement plan (`/centro/plan`, `?evaluacion=ID` for an earlier period's):
 * its actions by key, each with its state and evidences. The coordinator adds, edits and
 * deletes actions and adopts suggestions; the responsable of an action changes its state and
 * attaches evidence. An earlier period's plan is read only.
 */
export function PlanPage() {
  const { t, i18n } = useTranslation();
  const lang = apiLanguageOf(appLanguageOf(i18n.language));
  const [params] = useSearchParams();
  const asked = Number(params.get('evaluacion'));
  const evaluacion = Number.isInteger(asked) && asked > 0 ? asked : null;
  const plan = useGetPlanQuery({ evaluacion, lang });
  if (!plan.data) return <LoadState failed={plan.isError} onRetry={() => void plan.refetch()} />;
  return <PlanOf plan={plan.data} lang={lang} title={t('plan.title')} />;
}

function PlanOf({ plan, lang, title }: { plan: PlanData; lang: LanguageCode; title: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const [create, created] = useCreateActionMutation();
  const [update, updated] = useUpdateActionMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const canEdit = plan.editable && plan.coordinador;

  const save = async (fields: ActionFields) => {
    setFormError(null);
    const result =
      editing?.kind === 'edit'
        ? await update({ id: editing.action.id, body: fields, lang })
        : await create({ body: fields, lang });
    if ('error' in result) setFormError(serverMessage(result.error) ?? t('plan.failed'));
    else setEditing(null);
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        <Typography color="text.secondary">
          {t('plan.period', { periodo: plan.periodo.periodo })}
        </Typography>
      </Stack>
      {!plan.editable && <Alert severity="info">{t('plan.readOnly')}</Alert>}
      {canEdit && (
        <Button
          size="large"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setFormError(null);
            setEditing({ kind: 'new' });
          }}
        >
          {t('plan.add')}
        </Button>
      )}
      {plan.acciones.length === 0 ? (
        <Alert severity="info">{t('plan.none')}</Alert>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {plan.acciones.map((action) => (
            <ActionCard
              key={action.id}
              action={action}
              lang={lang}
              canEdit={canEdit}
              onEdit={() => {
                setFormError(null);
                setEditing({ kind: 'edit', action });
              }}
            />
          ))}
        </Stack>
      )}
      {canEdit && <Suggestions lang={lang} />}
      {editing && (
        <ActionForm
          plan={plan}
          title={editing.kind === 'new' ? t('plan.add') : t('plan.edit')}
          initial={editing.kind === 'edit' ? editing.action : null}
          busy={created.isLoading || updated.isLoading}
          error={formError}
          onSave={(fields) => void save(fields)}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

function ActionCard({
  action,
  lang,
  canEdit,
  onEdit,
}: {
  action: PlanAction;
  lang: LanguageCode;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [setState, stateCall] = useSetStateMutation();
  const [remove] = useDeleteActionMutation();
  const [attach, attachCall] = useAttachEvidenceMutation();
  const [removeEvidence] = useDeleteEvidenceMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = `accion-${action.id}`;

  const changeState = async (estado: PlanActionState) => {
    setProblem(null);
    const result = await setState({ id: action.id, estado, lang });
    if ('error' in result) setProblem(serverMessage(result.error) ?? t('plan.failed'));
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const result = await attach({ id: action.id, file });
    if ('error' in result) setProblem(serverMessage(result.error) ?? t('plan.failed'));
  };

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-labelledby={headingId}>
      <Stack spacing={1.5}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {action.texto}
        </Typography>
        {action.viene_de && (
          <Chip
            label={t('plan.carriedFrom', { periodo: action.viene_de })}
            size="small"
            sx={{ alignSelf: 'flex-start' }}
          />
        )}
        <Typography
          component="dl"
          sx={{ m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: 0.5 } }}
        >
          <dt>{t('plan.key')}</dt>
          <dd>{action.clave}</dd>
          <dt>{t('plan.responsable')}</dt>
          <dd>{action.responsable ?? t('plan.nobody')}</dd>
          <dt>{t('plan.dueDate')}</dt>
          <dd>
            {action.fecha_limite
              ? formatDate(`${action.fecha_limite}T12:00:00Z`, i18n.language)
              : '—'}
          </dd>
        </Typography>
        {action.puede_actualizar ? (
          <TextField
            select
            label={t('plan.state')}
            value={action.estado}
            disabled={stateCall.isLoading}
            onChange={(event) => void changeState(event.target.value as PlanActionState)}
          >
            {PLAN_ACTION_STATES.map((state) => (
              <MenuItem key={state} value={state}>
                {t(`plan.states.${state}`)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Typography>
            {t('plan.state')}: {t(`plan.states.${action.estado}`)}
          </Typography>
        )}
        <Stack spacing={1}>
          <Typography component="h3" variant="subtitle2">
            {t('plan.evidences')}
          </Typography>
          {action.evidencias.length === 0 && (
            <Typography color="text.secondary">{t('plan.noEvidences')}</Typography>
          )}
          {action.evidencias.map((evidence) => (
            <Stack key={evidence.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button
                variant="text"
                disabled={!action.puede_actualizar}
                onClick={() =>
                  void downloadFile(
                    requestOf(planCalls.evidence, { params: { evidenceId: String(evidence.id) } }),
                    evidence.nombre || PLAN_MESSAGES.evidenceName,
                  )
                }
              >
                {evidence.nombre}
              </Button>
              {action.puede_actualizar && (
                <Button
                  variant="text"
                  color="error"
                  aria-label={t('plan.removeEvidence', { name: evidence.nombre })}
                  onClick={() => void removeEvidence(evidence.id)}
                >
                  {t('plan.remove')}
                </Button>
              )}
            </Stack>
          ))}
          {action.puede_actualizar && (
            <Button
              component="label"
              variant="outlined"
              disabled={attachCall.isLoading}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('plan.attach')}
              <input
                type="file"
                hidden
                accept=".pdf,.png,.jpg,.jpeg,.gif,.webp,.docx,.xlsx,.pptx,.odt,.ods,.odp"
                onChange={(event) => {
                  void upload(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </Button>
          )}
        </Stack>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        {canEdit && (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={onEdit}>
              {t('plan.edit')}
            </Button>
            <Button variant="text" color="error" onClick={() => void remove(action.id)}>
              {t('plan.remove')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function Suggestions({ lang }: { lang: LanguageCode }) {
  const { t } = useTranslation();
  const suggestions = useGetSuggestionsQuery({ lang });
  const [adopt, adoptCall] = useAdoptSuggestionMutation();
  if (!suggestions.data || suggestions.data.length === 0) return null;
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="sugerencias">
      <Typography id="sugerencias" component="h2" variant="h6">
        {t('plan.suggestions')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {suggestions.data.map((suggestion) => (
          <Paper component="li" key={suggestion.id} variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={1}>
              <Typography variant="body2" color="text.secondary">
                {suggestion.clave}
              </Typography>
              <Typography>{suggestion.texto}</Typography>
              <Button
                variant="outlined"
                sx={{ alignSelf: 'flex-start' }}
                disabled={adoptCall.isLoading}
                onClick={() => void adopt({ id: suggestion.id, lang })}
              >
                {t('plan.adopt')}
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
