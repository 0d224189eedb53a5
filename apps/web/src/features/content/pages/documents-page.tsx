import { CONTENT_MESSAGES, type Documento } from '@eval/contracts/content';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import {
  useCreateDocumentoMutation,
  useDeleteDocumentoMutation,
  useGetDocumentosQuery,
} from '../api';
import { ContentScreen, deleteQuestion } from '../components/content-screen';
import { DocumentDialog } from '../components/document-dialog';
import { DownloadButton } from '../components/download-button';
import { readAsDataUrl } from '../read-file';
import { useDeleteFlow } from '../use-delete-flow';
import { notifyFailure } from '../../../lib/api-errors';

const sizeLabel = (bytes: number): string =>
  bytes >= 1048576
    ? `${(bytes / 1048576).toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-ES')} KB`;

/** /admin/documentos: the programme's documents, uploaded, downloaded and deleted. */
export default function DocumentsPage() {
  const documentos = useGetDocumentosQuery(undefined);
  const [create, creating] = useCreateDocumentoMutation();
  const [adding, setAdding] = useState(false);
  const deletion = useDeleteFlow<Documento>(useDeleteDocumentoMutation(), 'Documento eliminado');

  const save = async (nombre: string, file: File) => {
    try {
      await create({ nombre, filename: file.name, data: await readAsDataUrl(file) }).unwrap();
      notify('Documento subido');
      setAdding(false);
    } catch (error) {
      notifyFailure(error, CONTENT_MESSAGES.uploadFailed);
    }
  };

  return (
    <ContentScreen<Documento>
      title="Documentos"
      toolbar={{ addLabel: 'Subir documento', onAdd: () => setAdding(true) }}
      list={documentos}
      listWhat="los documentos"
      table={{
        historyEntity: 'document',
        empty: 'Sin documentos.',
        rowName: (row) => `documento ${row.nombre}`,
        columns: [
          { header: 'Nombre', render: (row) => row.nombre },
          { header: 'Fichero', render: (row) => row.filename },
          { header: 'Tamaño', render: (row) => sizeLabel(row.size) },
          { header: 'Subido', render: (row) => formatDate(row.created_at) },
        ],
        extraActions: (row) => <DownloadButton url={row.url} name={`documento ${row.nombre}`} />,
      }}
      deletion={deletion}
      deleteTitle="Eliminar documento"
      deleteMessage={(row) => deleteQuestion(row?.nombre)}
    >
      {adding && (
        <DocumentDialog
          busy={creating.isLoading}
          onSave={(nombre, file) => void save(nombre, file)}
          onClose={() => setAdding(false)}
        />
      )}
    </ContentScreen>
  );
}
