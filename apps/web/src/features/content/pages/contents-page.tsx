import type { Contenido, ContenidoPayload } from '@eval/contracts/content';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/dates';
import {
  useCreateContenidoMutation,
  useDeleteContenidoMutation,
  useGetContenidosQuery,
  useUpdateContenidoMutation,
} from '../api';
import { ContentDialog } from '../components/content-dialog';
import { ContentScreen } from '../components/content-screen';
import { contentSummary } from '../content-summary';
import { useContentSave } from '../use-content-save';
import { useDeleteFlow } from '../use-delete-flow';
import { useLanguageEditing } from '../use-language-editing';

/** A content's title and, below it, its section; both shown as plain text. */
function ContentPreview({ payload }: { payload: unknown }) {
  const { title, section } = contentSummary(payload);
  return (
    <>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {title}
      </Typography>
      {section && (
        <Typography variant="caption" color="text.secondary">
          Sección: {section}
        </Typography>
      )}
    </>
  );
}

/** /admin/contenidos: free-form contents per language, edited as a form or as JSON. */
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
          { header: 'Contenido', render: (row) => <ContentPreview payload={row.payload} /> },
          { header: 'Modificado', render: (row) => formatDate(row.updated_at) },
        ],
      }}
      deletion={deletion}
      deleteTitle="Eliminar contenido"
      deleteMessage={(row) =>
        row
          ? `¿Seguro que quiere eliminar el contenido ${row.id} («${contentSummary(row.payload, 60).title}»)?`
          : ''
      }
      dialog={(initial) => <ContentDialog initial={initial?.payload} {...saving} />}
    />
  );
}
