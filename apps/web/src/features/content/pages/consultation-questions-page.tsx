import type {
  ConsultationGroup,
  ConsultationQuestion,
  ConsultationQuestionBody,
} from '@eval/contracts/consultations';
import { useState } from 'react';
import { useGetClaveOptionsQuery } from '../api';
import { ConsultationGroupSwitch } from '../components/consultation-group-switch';
import { ConsultationQuestionDialog } from '../components/consultation-question-dialog';
import { ContentScreen, deleteQuestion } from '../components/content-screen';
import {
  useCreateConsultationQuestionMutation,
  useDeleteConsultationQuestionMutation,
  useGetConsultationQuestionsQuery,
  useUpdateConsultationQuestionMutation,
} from '../consultation-questions-api';
import { shortened } from '../short-text';
import { useDeleteFlow } from '../use-delete-flow';
import { useEditFlow } from '../use-edit-flow';

/** Said when the API kept an answered question as retired instead of deleting it. */
const RETIRED_MESSAGE =
  'La pregunta tenía respuestas: se ha retirado y las respuestas guardadas la conservan.';

/** The confirmation's question, warning beforehand that an answered question is only retired. */
function deleteMessage(row: ConsultationQuestion | null): string {
  const question = deleteQuestion(row ? shortened(row.texto) : undefined);
  return row?.respondida
    ? `${question} Su grupo ya tiene respuestas: se retirará y las respuestas guardadas la conservarán.`
    : question;
}

/**
 * /admin/preguntas-consultas: each group's questionnaire of the anonymous consultations (one
 * or more questions per key, Spanish and Catalan), in the order respondents see it. National
 * data: a scoped or read-only administrator sees the list without its write buttons.
 */
export default function ConsultationQuestionsPage() {
  const [grupo, setGrupo] = useState<ConsultationGroup>('alumnado');
  const list = useGetConsultationQuestionsQuery({ grupo });
  const clavesLoad = useGetClaveOptionsQuery({ language: 'ES' });
  const { data: claves = [] } = clavesLoad;
  const edition = useEditFlow<ConsultationQuestion>('Pregunta guardada');
  const [create, creating] = useCreateConsultationQuestionMutation();
  const [update, updating] = useUpdateConsultationQuestionMutation();
  const deletion = useDeleteFlow<ConsultationQuestion, { retirada: boolean }>(
    useDeleteConsultationQuestionMutation(),
    ({ retirada }) => (retirada ? RETIRED_MESSAGE : 'Pregunta eliminada'),
  );
  const onSave = (body: ConsultationQuestionBody) =>
    void edition.save((target) =>
      (target === 'new' ? create({ body }) : update({ id: target.id, body })).unwrap(),
    );
  const editing = {
    language: 'ES' as const,
    list,
    edition,
    toolbar: { addLabel: 'Nueva pregunta', onAdd: () => edition.edit('new') },
  };

  return (
    <ContentScreen<ConsultationQuestion>
      title="Preguntas de las consultas"
      editing={editing}
      filter={<ConsultationGroupSwitch value={grupo} onChange={setGrupo} />}
      listWhat="las preguntas"
      optionLoads={{ what: 'la lista de claves', loads: [clavesLoad] }}
      table={{
        empty: 'Este grupo aún no tiene preguntas.',
        rowName: (row) => `pregunta ${shortened(row.texto)}`,
        columns: [
          { header: 'Clave', render: (row) => row.clave },
          { header: 'Texto', render: (row) => shortened(row.texto) },
          { header: 'Texto (catalán)', render: (row) => shortened(row.texto_ca) || '—' },
          { header: 'Orden', render: (row) => row.orden },
          // The API says whether responses may answer it (a delete then retires it), not how many.
          { header: 'Con respuestas', render: (row) => (row.respondida ? 'Sí' : 'No') },
        ],
      }}
      deletion={deletion}
      deleteTitle="Eliminar pregunta"
      deleteMessage={deleteMessage}
      dialog={(initial) => (
        <ConsultationQuestionDialog
          initial={initial}
          defaultGroup={grupo}
          claves={claves}
          busy={creating.isLoading || updating.isLoading}
          onClose={edition.close}
          onSave={onSave}
        />
      )}
    />
  );
}
