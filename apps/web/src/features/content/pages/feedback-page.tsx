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
import { useDeleteFlow } from '../use-delete-flow';
import { useLanguageEditing } from '../use-language-editing';

/** /admin/feedback: the feedback shown for each key's score range, per language. */
export default function FeedbackPage() {
  const { language, edition, toolbar } = useLanguageEditing<Feedback>(
    'Nuevo feedback',
    'Feedback guardado',
  );
  const feedbacks = useGetFeedbacksQuery({ language });
  const clavesLoad = useGetClaveOptionsQuery({ language });
  const { data: claves = [] } = clavesLoad;
  const [create, creating] = useCreateFeedbackMutation();
  const [update, updating] = useUpdateFeedbackMutation();
  const deletion = useDeleteFlow<Feedback>(useDeleteFeedbackMutation(), 'Feedback eliminado');
  const claveName = (id: number | null) => claves.find((c) => c.id === id)?.label ?? '—';

  const save = (body: FeedbackBody) =>
    edition.save((target) =>
      target === 'new'
        ? create({ language, body }).unwrap()
        : update({ language, id: target.id, body }).unwrap(),
    );

  return (
    <ContentScreen<Feedback>
      title="Feedback"
      toolbar={toolbar}
      list={feedbacks}
      loadErrors={[
        { what: 'el feedback', loads: [feedbacks] },
        { what: 'la lista de claves', loads: [clavesLoad] },
      ]}
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
      editing={{
        edition,
        dialog: (initial) => (
          <FeedbackDialog
            initial={initial}
            claves={claves}
            busy={creating.isLoading || updating.isLoading}
            onSave={(body) => void save(body)}
            onClose={edition.close}
          />
        ),
      }}
    />
  );
}
