import dayjs from 'dayjs';
import { campaignStatuses, campaignStatusLabel, type Campaign } from '@eval/contracts/campaigns';
import { countText } from '@eval/contracts/count-text';
import { OWNERSHIP_LABELS } from '@eval/contracts/centre-enums';
import { EVALUATION_STATUS_LABELS } from '@eval/contracts/evaluation-enums';
import { DATE_FORMAT } from '../../lib/dates';

const at = (value: string) => dayjs(value).format(`${DATE_FORMAT} HH:mm`);

/** The campaign's filter in words: period, status and what else narrows it. */
export function filterText(campaign: Campaign): string {
  const f = campaign.filter;
  const parts = [`Periodo ${campaign.period}`];
  const statuses = campaignStatuses(f).map((status) => EVALUATION_STATUS_LABELS[status]);
  if (statuses.length > 0) parts.push(statuses.join(' o '));
  if (f.nombre) parts.push(`nombre «${f.nombre}»`);
  if (f.codigo) parts.push(`código «${f.codigo}»`);
  if (f.ownership) parts.push(OWNERSHIP_LABELS[f.ownership]);
  if (f.groupby?.length) parts.push(`grupo ${f.groupby.join(', ')}`);
  // The places by name, as the server read them from the filter's ids.
  const { comunidades, municipio } = campaign.places;
  if (comunidades.length > 0) parts.push(comunidades.join(', '));
  if (municipio) parts.push(municipio);
  return parts.join(' · ');
}

/** When it runs: done (or still queued), the next run, and the repetition. */
export function scheduleText(campaign: Campaign): string {
  const status = campaignStatusLabel(campaign);
  const repeat = campaign.repeat_days
    ? `, cada ${countText(campaign.repeat_days, 'día', 'días')}`
    : '';
  if (campaign.status === 'scheduled' && campaign.next_run_at)
    return `${status}: ${at(campaign.next_run_at)}${repeat}`;
  return campaign.last_run_at
    ? `${status} (${at(campaign.last_run_at)})${repeat}`
    : `${status}${repeat}`;
}

export const dateText = at;
