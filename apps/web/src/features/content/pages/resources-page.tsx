import Box from '@mui/material/Box';
import type { LanguageCode } from '@eval/contracts/common';
import type { NamedItem, Recurso } from '@eval/contracts/content';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { notify } from '../../../lib/notify';
import {
  useCreateRecursoMutation,
  useDeleteRecursoMutation,
  useGetClaveOptionsQuery,
  useGetComunidadOptionsQuery,
  useGetCursoOptionsQuery,
  useGetPerspectivasQuery,
  useGetRecursosQuery,
  useGetTiposMaterialQuery,
  useUpdateRecursoMutation,
} from '../api';
import { ContentTable } from '../components/content-table';
import { ContentToolbar } from '../components/content-toolbar';
import { DownloadButton } from '../components/download-button';
import { ResourceDialog, type ResourceChoices } from '../components/resource-dialog';
import {
  resourceCreateBody,
  resourceUpdateBody,
  type ResourceFields,
  type ResourceFiles,
} from '../resource-form';
import { useDeleteFlow } from '../use-delete-flow';
import { notifyFailure } from '../../../lib/api-errors';

const named = (items: NamedItem[], language: LanguageCode) =>
  items.map((i) => ({
    id: i.id,
    label: language === 'CA' && i.nombre_ca ? i.nombre_ca : i.nombre,
  }));

/** /admin/recursos: learning resources per language, with logo, document and lists. */
export default function ResourcesPage() {
  const [language, setLanguage] = useState<LanguageCode>('ES');
  const recursos = useGetRecursosQuery({ language });
  const optionLoads = [
    useGetPerspectivasQuery(undefined),
    useGetTiposMaterialQuery(undefined),
    useGetClaveOptionsQuery({ language }),
    useGetComunidadOptionsQuery(undefined),
    useGetCursoOptionsQuery(undefined),
  ] as const;
  const [perspectivasLoad, tiposLoad, clavesLoad, comunidadesLoad, cursosLoad] = optionLoads;
  const { data = [], isFetching } = recursos;
  const { data: perspectivas = [] } = perspectivasLoad;
  const { data: tiposMaterial = [] } = tiposLoad;
  const { data: claves = [] } = clavesLoad;
  const { data: comunidades = [] } = comunidadesLoad;
  const { data: cursos = [] } = cursosLoad;
  const [create, creating] = useCreateRecursoMutation();
  const [update, updating] = useUpdateRecursoMutation();
  const [remove, removing] = useDeleteRecursoMutation();
  const [editing, setEditing] = useState<Recurso | 'new' | null>(null);
  const deletion = useDeleteFlow<Recurso>(remove, 'Recurso eliminado');
  const choices: ResourceChoices = useMemo(
    () => ({
      perspectivas: named(perspectivas, language),
      tiposMaterial: named(tiposMaterial, language),
      claves,
      comunidades,
      cursos,
    }),
    [perspectivas, tiposMaterial, claves, comunidades, cursos, language],
  );
  const labelOf = (options: { id: number; label: string }[], id: number | null) =>
    options.find((o) => o.id === id)?.label ?? '—';

  const save = async (fields: ResourceFields, files: ResourceFiles) => {
    try {
      if (editing === 'new')
        await create({ language, body: resourceCreateBody(fields, files) }).unwrap();
      else if (editing)
        await update({ language, body: resourceUpdateBody(editing, fields, files) }).unwrap();
      notify('Recurso guardado');
      setEditing(null);
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <>
      <PageHeading title="Recursos" />
      <ContentToolbar
        language={language}
        onLanguageChange={setLanguage}
        addLabel="Nuevo recurso"
        onAdd={() => setEditing('new')}
      />
      <LoadError what="los recursos" loads={[recursos]} />
      <LoadError
        what="las listas de perspectivas, tipos de material, claves, comunidades y cursos"
        loads={optionLoads}
      />
      <ContentTable<Recurso>
        historyEntity="resource"
        label="Recursos"
        rows={data}
        loading={isFetching}
        failed={recursos.isError}
        empty="Sin recursos en este idioma."
        rowName={(row) => `recurso ${row.titulo}`}
        columns={[
          {
            header: 'Logotipo',
            render: (row) =>
              row.centerLogo ? (
                <Box
                  component="img"
                  src={row.centerLogo}
                  alt={`Logotipo de ${row.titulo}`}
                  sx={{ maxHeight: 40, maxWidth: 100 }}
                />
              ) : (
                '—'
              ),
          },
          { header: 'Título', render: (row) => row.titulo },
          {
            header: 'Perspectiva',
            render: (row) => labelOf(choices.perspectivas, row.perspectivas_id),
          },
          {
            header: 'Tipo de material',
            render: (row) => labelOf(choices.tiposMaterial, row.tipos_material_id),
          },
          { header: 'Clave', render: (row) => labelOf(claves, row.claves_id) },
          {
            header: 'Comunidades',
            render: (row) =>
              row.comunidades.map((id) => labelOf(comunidades, id)).join(', ') || '—',
          },
          {
            header: 'Cursos',
            render: (row) => row.cursos.map((id) => labelOf(cursos, id)).join(', ') || '—',
          },
        ]}
        extraActions={(row) =>
          row.documentPath?.startsWith('/') ? (
            <DownloadButton url={row.documentPath} name={`documento de ${row.titulo}`} />
          ) : null
        }
        onEdit={setEditing}
        onDelete={deletion.ask}
      />
      {editing && (
        <ResourceDialog
          initial={editing === 'new' ? null : editing}
          choices={choices}
          busy={creating.isLoading || updating.isLoading}
          onSave={(fields, files) => void save(fields, files)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deletion.pending !== null}
        title="Eliminar recurso"
        message={`¿Seguro que quiere eliminar «${deletion.pending?.titulo ?? ''}»?`}
        busy={removing.isLoading}
        onConfirm={() => void deletion.confirm()}
        onClose={deletion.cancel}
      />
    </>
  );
}
