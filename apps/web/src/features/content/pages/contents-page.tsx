import type { Contenido, ContenidoPayload } from '@eval/contracts/content';
import { formatDate } from '../../../lib/dates';
import {
  useCreateContenidoMutation,
  useDeleteContenidoMutation,
  useGetContenidosQuery,
  useUpdateContenidoMutation,
} from '../api';
import { ContentJsonDialog } from '../components/content-json-dialog';
import { ContentScreen } from '../components/content-screen';
import { useContentSave } from '../use-content-save';
import { useDeleteFlow } from '../use-delete-flow';
import { useLanguageEditing } from '../use-language-editing';

/** A one-line preview of a payload, shown as plain text, at most `max` characters. */
const preview = (payload: unknown, max = 120): string => {
  const text = JSON.stringify(payload) ?? '';
  return text.length > max ? `${text.slice(0, max - 3)}…` : text;
};

/** /admin/contenidos: free-form contents per language, edited as JSON. */
export default function ContentsPage() {
  const editing = useLanguageEditing(
    useGetContenidosQuery,
    'Nuevo contenido',
    'Contenido guardado',
  );
  const saving = useContentSave(
    editing,
    [useCreateContenidoMutation(), (payload: ContenidoPayload) => ({ payload })],
    [useUpdateContenidoMutation(), (row, payload) => ({ id: row.id, payload })],
  );
  const deletion = useDeleteFlow<Contenido>(useDeleteContenidoMutation(), 'Contenido eliminado');

  return (
    <ContentScreen<Contenido>
      title="Contenidos"
      editing={editing}
      listWhat="los contenidos"
      table={{
        historyEntity: 'content',
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
      }}
      deletion={deletion}
      deleteTitle="Eliminar contenido"
      deleteMessage={(row) =>
        row
          ? `¿Seguro que quiere eliminar el contenido ${row.id} (${preview(row.payload, 60)})?`
          : ''
      }
      dialog={(initial) => <ContentJsonDialog initial={initial?.payload} {...saving} />}
    />
  );
}
