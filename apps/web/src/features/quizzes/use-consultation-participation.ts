import { useMemo } from 'react';
import type { ConsultationParticipation } from '@eval/contracts/consultations';
import type { QuizRow } from '@eval/contracts/quizzes';
import { useGetConsultationParticipationQuery } from './api';

/**
 * The consultations' responses of the centres on the table's page, in one request beside the
 * list's own (which stays as it is). The ids are sorted so that the same page in another order
 * reads the cache. `byCentre` is null until this page's answer is in: `currentData`, not
 * `data`, so the previous page's figures never show against the new rows.
 */
export function useConsultationParticipation(rows: readonly Pick<QuizRow, 'id'>[]) {
  const centreIds = useMemo(
    () => [...new Set(rows.map((row) => row.id))].sort((a, b) => a - b),
    [rows],
  );
  const load = useGetConsultationParticipationQuery(
    { centreIds },
    { skip: centreIds.length === 0 },
  );
  const { currentData } = load;
  const byCentre = useMemo(
    () =>
      currentData
        ? new Map<number, ConsultationParticipation>(currentData.map((p) => [p.centros_id, p]))
        : null,
    [currentData],
  );
  return { byCentre, load };
}
