import { CONTENT_MESSAGES, type Toolkit, type ToolkitCreate } from '@eval/contracts/content';
import {
  useCreateToolkitMutation,
  useDeleteToolkitMutation,
  useGetToolkitsQuery,
  useUpdateToolkitMutation,
} from '../api';
import { ContentScreen, deleteQuestion } from '../components/content-screen';
import { DownloadButton } from '../components/download-button';
import { ToolkitDialog } from '../components/toolkit-dialog';
import { useContentSave } from '../use-content-save';
import { useDeleteFlow } from '../use-delete-flow';
import { useLanguageEditing } from '../use-language-editing';
import { useUpload } from '../use-upload';
import { notifyFailure } from '../../../lib/api-errors';

/** /admin/toolkits: toolkits per language, each with an address and an optional file. */
export default function ToolkitsPage() {
  const editing = useLanguageEditing(useGetToolkitsQuery, 'Nuevo toolkit', 'Toolkit guardado');
  const saving = useContentSave(
    editing,
    [useCreateToolkitMutation(), (body: ToolkitCreate) => ({ body })],
    [useUpdateToolkitMutation(), (row, body) => ({ body: { ...body, id: row.id } })],
  );
  const [upload, uploading] = useUpload();
  const deletion = useDeleteFlow<Toolkit>(useDeleteToolkitMutation(), 'Toolkit eliminado');

  /** A newly chosen file is uploaded first; the toolkit is saved with its id. */
  const save = async (body: ToolkitCreate, file: File | null) => {
    let fileId = body.file_id ?? null;
    if (file) {
      try {
        fileId = await upload(file);
      } catch (error) {
        notifyFailure(error, CONTENT_MESSAGES.uploadFailed);
        return;
      }
    }
    saving.onSave({ ...body, file_id: fileId });
  };

  return (
    <ContentScreen<Toolkit>
      title="Toolkits"
      editing={editing}
      listWhat="los toolkits"
      table={{
        historyEntity: 'toolkit',
        empty: 'Sin toolkits en este idioma.',
        rowName: (row) => `toolkit ${row.titulo}`,
        columns: [
          { header: 'Título', render: (row) => row.titulo },
          { header: 'Descripción', render: (row) => row.descripcion },
          { header: 'URL', render: (row) => row.url },
        ],
        extraActions: (row) =>
          row.fileUrl ? (
            <DownloadButton url={row.fileUrl} name={`fichero de ${row.titulo}`} />
          ) : null,
      }}
      deletion={deletion}
      deleteTitle="Eliminar toolkit"
      deleteMessage={(row) => deleteQuestion(row?.titulo)}
      dialog={(initial) => (
        <ToolkitDialog
          initial={initial}
          {...saving}
          busy={saving.busy || uploading.isLoading}
          onSave={(body, file) => void save(body, file)}
        />
      )}
    />
  );
}
