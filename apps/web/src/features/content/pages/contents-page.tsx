import type { LanguageCode } from '@eval/contracts/common';
import type { Contenido } from '@eval/contracts/content';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { formatDate } from '../../../lib/dates';
import {
  useCreateContenidoMutation,
  useDeleteContenidoMutation,
  useGetContenidosQuery,
  useUpdateContenidoMutation,
} from '../api';
import { ContentJsonDialog } from '../components/content-json-dialog';
import { ContentTable } from '../components/content-table';
import { ContentToolbar } from '../components/content-toolbar';
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
  const { data = [], isFetching } = contenidos;
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
    <>
      <PageHeading title="Contenidos" />
      <ContentToolbar
        language={language}
        onLanguageChange={setLanguage}
        addLabel="Nuevo contenido"
        onAdd={() => edition.edit('new')}
      />
      <LoadError what="los contenidos" loads={[contenidos]} />
      <ContentTable<Contenido>
        historyEntity="content"
        label="Contenidos"
        rows={data}
        loading={isFetching}
        failed={contenidos.isError}
        empty="Sin contenidos en este idioma."
        rowName={(row) => `contenido ${row.id}`}
        columns={[
          { header: 'Id', render: (row) => row.id },
          {
            header: 'Contenido',
            render: (row) => preview(row.payload),
            sx: { fontFamily: 'monospace', wordBreak: 'break-all' },
          },
          { header: 'Modificado', render: (row) => formatDate(row.updated_at) },
        ]}
        onEdit={edition.edit}
        onDelete={deletion.ask}
      />
      {editing && (
        <ContentJsonDialog
          initial={editing === 'new' ? undefined : editing.payload}
          busy={creating.isLoading || updating.isLoading}
          onSave={(payload) => void save(payload)}
          onClose={edition.close}
        />
      )}
      <ConfirmDialog
        {...deletion.dialog}
        title="Eliminar contenido"
        message={
          deletion.pending
            ? `¿Seguro que quiere eliminar el contenido ${deletion.pending.id} (${preview(deletion.pending.payload, 60)})?`
            : ''
        }
      />
    </>
  );
}
