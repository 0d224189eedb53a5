import type { Contenido } from '@eval/contracts/content';
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
import { useLanguageEditing } from '../use-language-editing';

/** A one-line preview of a payload, shown as plain text, at most `max` characters. */
const preview = (payload: unknown, max = 120): string => {
  const text = JSON.stringify(payload) ?? '';
  return text.length > max ? `${text.slice(0, max - 3)}…` : text;
};

/** /admin/contenidos: free-form contents per language, edited as JSON. */
export default function ContentsPage() {
  const { language, edition, toolbar } = useLanguageEditing<Contenido>(
    'Nuevo contenido',
    'Contenido guardado',
  );
  const contenidos = useGetContenidosQuery({ language });
  const [create, creating] = useCreateContenidoMutation();
  const [update, updating] = useUpdateContenidoMutation();
  const deletion = useDeleteFlow<Contenido>(useDeleteContenidoMutation(), 'Contenido eliminado');

  const save = (payload: unknown) =>
    edition.save((target) =>
      target === 'new'
        ? create({ language, payload }).unwrap()
        : update({ language, id: target.id, payload }).unwrap(),
    );

  return (
    <ContentScreen<Contenido>
      title="Contenidos"
      toolbar={toolbar}
      list={contenidos}
      loadErrors={[{ what: 'los contenidos', loads: [contenidos] }]}
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
      editing={{
        edition,
        dialog: (initial) => (
          <ContentJsonDialog
            initial={initial?.payload}
            busy={creating.isLoading || updating.isLoading}
            onSave={(payload) => void save(payload)}
            onClose={edition.close}
          />
        ),
      }}
    />
  );
}
