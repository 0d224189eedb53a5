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
import { useDeleteFlow } from '../use-delete-flow';
import { useLanguageEditing } from '../use-language-editing';
import { useUpload } from '../use-upload';
import { notifyFailure } from '../../../lib/api-errors';

/** /admin/toolkits: toolkits per language, each with an address and an optional file. */
export default function ToolkitsPage() {
  const { language, edition, toolbar } = useLanguageEditing<Toolkit>(
    'Nuevo toolkit',
    'Toolkit guardado',
  );
  const toolkits = useGetToolkitsQuery({ language });
  const [create, creating] = useCreateToolkitMutation();
  const [update, updating] = useUpdateToolkitMutation();
  const [upload, uploading] = useUpload();
  const deletion = useDeleteFlow<Toolkit>(useDeleteToolkitMutation(), 'Toolkit eliminado');

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
    await edition.save((target) =>
      target === 'new'
        ? create({ language, body: { ...body, file_id: fileId } }).unwrap()
        : update({ language, body: { ...body, file_id: fileId, id: target.id } }).unwrap(),
    );
  };

  return (
    <ContentScreen<Toolkit>
      title="Toolkits"
      toolbar={toolbar}
      list={toolkits}
      loadErrors={[{ what: 'los toolkits', loads: [toolkits] }]}
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
      editing={{
        edition,
        dialog: (initial) => (
          <ToolkitDialog
            initial={initial}
            busy={creating.isLoading || updating.isLoading || uploading.isLoading}
            onSave={(body, file) => void save(body, file)}
            onClose={edition.close}
          />
        ),
      }}
    />
  );
}
