import {
  CONSULTATION_GROUPS,
  CONSULTATION_GROUP_LABELS,
  type ConsultationParticipation,
} from '@eval/contracts/consultations';
import { formatCount } from '@eval/contracts/count-text';
import { quizStatusLabel, type QuizRow } from '@eval/contracts/quizzes';
import { formatDate } from '../../lib/dates';

/**
 * The status as spec §4 shows it; "No terminada" carries the last answer date.
 */
export function quizStatusText(row: Pick<QuizRow, 'status' | 'lastAnswer'>): string {
  const label = quizStatusLabel(row.status);
  if (row.status === 'NOT_FINISHED' && row.lastAnswer) {
    return `${label} (última respuesta: ${formatDate(row.lastAnswer)})`;
  }
  return label;
}

/** Progress of a key in a row, 0 when the centre has not answered it (no evaluation). */
export function keyPercentage(row: Pick<QuizRow, 'keys'>, keyId: number): number {
  return row.keys.find((k) => k.keyId === keyId)?.percentage ?? 0;
}

/** Reset is offered only for a FINISHED quiz of the currently active period (spec §4). */
export function canReset(
  row: Pick<QuizRow, 'status' | 'periodId'>,
  activePeriodId: number | null,
): boolean {
  return row.status === 'FINISHED' && activePeriodId !== null && row.periodId === activePeriodId;
}

/**
 * A centre's consultations in the active period: "Alumnado 34 · Familias 3", the groups
 * without one left out; "—" when it has none (or is not in the answer).
 */
export function consultationsLabel(participation: ConsultationParticipation | undefined): string {
  const groups = CONSULTATION_GROUPS.flatMap((grupo) => {
    const responses = participation?.[grupo];
    return responses === null || responses === undefined
      ? []
      : [`${CONSULTATION_GROUP_LABELS.ES[grupo]} ${formatCount(responses)}`];
  });
  return groups.length > 0 ? groups.join(' · ') : '—';
}
