import type { Feedback, FeedbackBody } from '@eval/contracts/content';
import {
  useCreateFeedbackMutation,
  useDeleteFeedbackMutation,
  useGetClaveOptionsQuery,
  useGetFeedbacksQuery,
  useUpdateFeedbackMutation,
} from '../api';
import { ContentScreen, deleteQuestion } from '../components/content-screen';
import { FeedbackDialog } from '../components/feedback-dialog';
import { useContentSave } from '../use-content-save';
import { useDeleteFlow } from '../use-delete-flow';
import { useLanguageEditing } from '../use-language-editing';

/** /admin/feedback: the feedback shown for each key's score range, per language. */
export default function FeedbackPage() {
  const editing = useLanguageEditing(useGetFeedbacksQuery, 'Nuevo feedback', 'Feedback guardado');
  const clavesLoad = useGetClaveOptionsQuery({ language: editing.language });
  const { data: claves = [] } = clavesLoad;
  const saving = useContentSave(
    editing,
    [useCreateFeedbackMutation(), (body: FeedbackBody) => ({ body })],
    [useUpdateFeedbackMutation(), (row, body) => ({ id: row.id, body })],
  );
  const deletion = useDeleteFlow<Feedback>(useDeleteFeedbackMutation(), 'Feedback eliminado');
  const claveName = (id: number | null) => claves.find((c) => c.id === id)?.label ?? '—';

  return (
    <ContentScreen<Feedback>
      title="Feedback"
      editing={editing}
      listWhat="el feedback"
      optionLoads={{ what: 'la lista de claves', loads: [clavesLoad] }}
      table={{
        historyEntity: 'feedback',
        empty: 'Sin feedback en este idioma.',
        rowName: (row) => `feedback ${row.titulo}`,
        columns: [
          { header: 'Clave', render: (row) => claveName(row.claves_id) },
          { header: 'Rango', render: (row) => `${row.minimo} – ${row.maximo}` },
          { header: 'Título', render: (row) => row.titulo },
          { header: 'Texto', render: (row) => row.texto },
        ],
      }}
      deletion={deletion}
      deleteTitle="Eliminar feedback"
      deleteMessage={(row) => deleteQuestion(row?.titulo)}
      dialog={(initial) => <FeedbackDialog initial={initial} claves={claves} {...saving} />}
    />
  );
}
