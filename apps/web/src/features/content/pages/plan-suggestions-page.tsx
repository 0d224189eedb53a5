import type { PlanSuggestionBody, PlanSuggestionRow } from '@eval/contracts/plan-suggestions';
import { useState } from 'react';
import { FilterSelect } from '../../../components/filter-select';
import { useGetClaveOptionsQuery } from '../api';
import { ContentScreen, deleteQuestion } from '../components/content-screen';
import { PlanSuggestionDialog } from '../components/plan-suggestion-dialog';
import {
  useCreatePlanSuggestionMutation,
  useDeletePlanSuggestionMutation,
  useGetPlanSuggestionsQuery,
  useUpdatePlanSuggestionMutation,
} from '../plan-suggestions-api';
import { shortened } from '../short-text';
import { useDeleteFlow } from '../use-delete-flow';
import { useEditFlow } from '../use-edit-flow';

/**
 * /admin/sugerencias-plan: the starting actions the improvement plan offers a centre for its
 * weakest keys, per key, in Spanish and Catalan (docs/domain.md "The improvement plan").
 * National data: a scoped or read-only administrator sees the list without its write buttons.
 */
export default function PlanSuggestionsPage() {
  const [clavesId, setClavesId] = useState<number | ''>('');
  const list = useGetPlanSuggestionsQuery({ clavesId: clavesId === '' ? null : clavesId });
  const clavesLoad = useGetClaveOptionsQuery({ language: 'ES' });
  const { data: claves = [] } = clavesLoad;
  const edition = useEditFlow<PlanSuggestionRow>('Sugerencia guardada');
  const [create, creating] = useCreatePlanSuggestionMutation();
  const [update, updating] = useUpdatePlanSuggestionMutation();
  const deletion = useDeleteFlow<PlanSuggestionRow>(
    useDeletePlanSuggestionMutation(),
    'Sugerencia eliminada',
  );
  const onSave = (body: PlanSuggestionBody) =>
    void edition.save((target) =>
      (target === 'new' ? create({ body }) : update({ id: target.id, body })).unwrap(),
    );
  const editing = {
    language: 'ES' as const,
    list,
    edition,
    toolbar: { addLabel: 'Nueva sugerencia', onAdd: () => edition.edit('new') },
  };

  return (
    <ContentScreen<PlanSuggestionRow>
      title="Sugerencias del plan de mejora"
      editing={editing}
      filter={
        <FilterSelect<number>
          label="Clave"
          anyLabel="Todas"
          value={clavesId}
          options={claves.map((c) => ({ value: c.id, label: c.label }))}
          onChange={setClavesId}
          size="small"
          sx={{ mb: 2, minWidth: 280 }}
        />
      }
      listWhat="las sugerencias"
      optionLoads={{ what: 'la lista de claves', loads: [clavesLoad] }}
      table={{
        historyEntity: 'plan-suggestion',
        empty: 'No hay sugerencias de esta clave.',
        rowName: (row) => `sugerencia ${shortened(row.texto)}`,
        columns: [
          { header: 'Clave', render: (row) => row.clave },
          { header: 'Orden', render: (row) => row.orden },
          { header: 'Texto', render: (row) => shortened(row.texto) },
          { header: 'Texto (catalán)', render: (row) => shortened(row.texto_ca) || '—' },
        ],
      }}
      deletion={deletion}
      deleteTitle="Eliminar sugerencia"
      deleteMessage={(row) => deleteQuestion(row ? shortened(row.texto) : undefined)}
      dialog={(initial) => (
        <PlanSuggestionDialog
          initial={initial}
          defaultKey={clavesId === '' ? null : clavesId}
          claves={claves}
          busy={creating.isLoading || updating.isLoading}
          onClose={edition.close}
          onSave={onSave}
        />
      )}
    />
  );
}
