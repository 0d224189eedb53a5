import type { LanguageCode } from '@eval/contracts/common';
import type { Contenido } from '@eval/contracts/content';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates';
import {
  useCreateContenidoMutation,
  useDeleteContenidoMutation,
  useGetContenidosQuery,
  useUpdateContenidoMutation,
} from '../api';
import { ContentJsonDialog } from '../components/content-json-dialog';
import { ContentScreen } from '../components/content-screen';
import { useDeleteFlow } from '../use-delete-flow';
import { useEditFlow } from '../use-edit-flow';

/** A one-line preview of a payload, shown as plain text, at most `max` characters. */
const preview = (payload: unknown, max = 120): string => {
  const text = JSON.stringify(payload) ?? '';
  return text.length > max ? `${text.slice(0, max - 3)}…` : text;
};

/** /admin/contenidos: free-form contents per language, edited as JSON. */
export default function ContentsPage() {
  const [language, setLanguage] = useState<LanguageCode>('ES');
  const contenidos = useGetContenidosQuery({ language });
  const [create, creating] = useCreateContenidoMutation();
  const [update, updating] = useUpdateContenidoMutation();
  const edition = useEditFlow<Contenido>('Contenido guardado');
  const deletion = useDeleteFlow<Contenido>(useDeleteContenidoMutation(), 'Contenido eliminado');
  const { editing } = edition;

  const save = (payload: unknown) =>
    edition.save((target) =>
      target === 'new'
        ? create({ language, payload }).unwrap()
        : update({ language, id: target.id, payload }).unwrap(),
    );

  return (
    <ContentScreen<Contenido>
      title="Contenidos"
      toolbar={{
        language,
        onLanguageChange: setLanguage,
        addLabel: 'Nuevo contenido',
        onAdd: () => edition.edit('new'),
      }}
      list={contenidos}
      loadErrors={[{ what: 'los contenidos', loads: [contenidos] }]}
      table={{
        historyEntity: 'content',
        label: 'Contenidos',
        empty: 'Sin contenidos en este idioma.',
        rowName: (row) => `contenido ${row.id}`,
        columns: [
          { header: 'Id', render: (row) => row.id },
          {
            header: 'Contenido',
            render: (row) => preview(row.payload),
            sx: { fontFamily: 'monospace', wordBreak: 'break-all' },
          },
          { header: 'Modificado', render: (row) => formatDate(row.updated_at) },
        ],
        onEdit: edition.edit,
      }}
      deletion={deletion}
      deleteTitle="Eliminar contenido"
      deleteMessage={(row) =>
        row
          ? `¿Seguro que quiere eliminar el contenido ${row.id} (${preview(row.payload, 60)})?`
          : ''
      }
    >
      {editing && (
        <ContentJsonDialog
          initial={editing === 'new' ? undefined : editing.payload}
          busy={creating.isLoading || updating.isLoading}
          onSave={(payload) => void save(payload)}
          onClose={edition.close}
        />
      )}
    </ContentScreen>
  );
}
