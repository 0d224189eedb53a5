import { CONTENT_MESSAGES, type Documento } from '@eval/contracts/content';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import {
  useCreateDocumentoMutation,
  useDeleteDocumentoMutation,
  useGetDocumentosQuery,
} from '../api';
import { ContentTable } from '../components/content-table';
import { ContentToolbar } from '../components/content-toolbar';
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
  const { data = [], isFetching } = documentos;
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
    <>
      <PageHeading title="Documentos" />
      <ContentToolbar addLabel="Subir documento" onAdd={() => setAdding(true)} />
      <LoadError what="los documentos" loads={[documentos]} />
      <ContentTable<Documento>
        historyEntity="document"
        label="Documentos"
        rows={data}
        loading={isFetching}
        failed={documentos.isError}
        empty="Sin documentos."
        rowName={(row) => `documento ${row.nombre}`}
        columns={[
          { header: 'Nombre', render: (row) => row.nombre },
          { header: 'Fichero', render: (row) => row.filename },
          { header: 'Tamaño', render: (row) => sizeLabel(row.size) },
          { header: 'Subido', render: (row) => formatDate(row.created_at) },
        ]}
        extraActions={(row) => <DownloadButton url={row.url} name={`documento ${row.nombre}`} />}
        onDelete={deletion.ask}
      />
      {adding && (
        <DocumentDialog
          busy={creating.isLoading}
          onSave={(nombre, file) => void save(nombre, file)}
          onClose={() => setAdding(false)}
        />
      )}
      <ConfirmDialog
        {...deletion.dialog}
        title="Eliminar documento"
        message={`¿Seguro que quiere eliminar «${deletion.pending?.nombre ?? ''}»?`}
      />
    </>
  );
}
