import type { LanguageCode } from '@eval/contracts/common';
import type { Feedback, FeedbackBody } from '@eval/contracts/content';
import { useState } from 'react';
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
import { useEditFlow } from '../use-edit-flow';

/** /admin/feedback: the feedback shown for each key's score range, per language. */
export default function FeedbackPage() {
  const [language, setLanguage] = useState<LanguageCode>('ES');
  const feedbacks = useGetFeedbacksQuery({ language });
  const clavesLoad = useGetClaveOptionsQuery({ language });
  const { data: claves = [] } = clavesLoad;
  const [create, creating] = useCreateFeedbackMutation();
  const [update, updating] = useUpdateFeedbackMutation();
  const edition = useEditFlow<Feedback>('Feedback guardado');
  const deletion = useDeleteFlow<Feedback>(useDeleteFeedbackMutation(), 'Feedback eliminado');
  const { editing } = edition;
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
      toolbar={{
        language,
        onLanguageChange: setLanguage,
        addLabel: 'Nuevo feedback',
        onAdd: () => edition.edit('new'),
      }}
      list={feedbacks}
      loadErrors={[
        { what: 'el feedback', loads: [feedbacks] },
        { what: 'la lista de claves', loads: [clavesLoad] },
      ]}
      table={{
        historyEntity: 'feedback',
        label: 'Feedback',
        empty: 'Sin feedback en este idioma.',
        rowName: (row) => `feedback ${row.titulo}`,
        columns: [
          { header: 'Clave', render: (row) => claveName(row.claves_id) },
          { header: 'Rango', render: (row) => `${row.minimo} – ${row.maximo}` },
          { header: 'Título', render: (row) => row.titulo },
          { header: 'Texto', render: (row) => row.texto },
        ],
        onEdit: edition.edit,
      }}
      deletion={deletion}
      deleteTitle="Eliminar feedback"
      deleteMessage={(row) => deleteQuestion(row?.titulo)}
    >
      {editing && (
        <FeedbackDialog
          initial={editing === 'new' ? null : editing}
          claves={claves}
          busy={creating.isLoading || updating.isLoading}
          onSave={(body) => void save(body)}
          onClose={edition.close}
        />
      )}
    </ContentScreen>
  );
}
