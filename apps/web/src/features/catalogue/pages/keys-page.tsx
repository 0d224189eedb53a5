import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Clave, ClaveBody, Pregunta } from '@eval/contracts/catalogue';
import type { LanguageCode } from '@eval/contracts/common';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { keySelected, selectSelectedKey } from '../../../lib/state/selection-slice';
import { LanguageSwitch } from '../../../components/language-switch';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { notify } from '../../../lib/notify';
import {
  useCreateClaveMutation,
  useGetClavesQuery,
  useGetColoresQuery,
  useUpdateClaveMutation,
} from '../api';
import { KeyDialog } from '../components/key-dialog';
import { KeysTable } from '../components/keys-table';
import { OptionsPanel } from '../components/options-panel';
import { QuestionsPanel } from '../components/questions-panel';
import { TypesPanel } from '../components/types-panel';
import { notifyFailure } from '../../../lib/api-errors';
import { useCanWriteNational } from '../../../lib/admin-scope';

/** /admin/claves: the keys, their questions and answer options, and the question types. */
export default function KeysPage() {
  // National data: a scoped or read-only administrator only reads it.
  const canWrite = useCanWriteNational();
  const dispatch = useDispatch();
  const selectedKey = useSelector(selectSelectedKey);
  const [language, setLanguage] = useState<LanguageCode>('ES');
  const clavesLoad = useGetClavesQuery({ language });
  const coloresLoad = useGetColoresQuery(undefined);
  const { data: claves = [], isFetching } = clavesLoad;
  const { data: colores = [] } = coloresLoad;
  const [create, creating] = useCreateClaveMutation();
  const [update, updating] = useUpdateClaveMutation();
  const [editing, setEditing] = useState<Clave | 'new' | null>(null);
  const [question, setQuestion] = useState<Pregunta | null>(null);
  const clave = claves.find((c) => c.id === selectedKey) ?? null;

  const save = async (body: ClaveBody) => {
    try {
      if (editing === 'new') await create(body).unwrap();
      else if (editing) await update({ id: editing.id, body }).unwrap();
      notify('Clave guardada');
      setEditing(null);
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <>
      <PageHeading title="Claves" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <LanguageSwitch value={language} onChange={setLanguage} />
        {canWrite && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Nueva clave
          </Button>
        )}
      </Stack>
      <LoadError what="las claves" loads={[clavesLoad, coloresLoad]} />
      <KeysTable
        claves={claves}
        selected={selectedKey}
        loading={isFetching}
        onEdit={setEditing}
        onSelect={(c) => {
          dispatch(keySelected(c.id));
          setQuestion(null);
        }}
      />
      {clave && (
        <QuestionsPanel
          clave={clave}
          language={language}
          selected={question?.id ?? null}
          onSelect={setQuestion}
        />
      )}
      {clave && question?.claves_id === clave.id && (
        <OptionsPanel pregunta={question} language={language} />
      )}
      <TypesPanel />
      {editing && (
        <KeyDialog
          initial={editing === 'new' ? null : editing}
          colores={colores}
          nextOrden={Math.max(0, ...claves.map((c) => c.orden)) + 1}
          busy={creating.isLoading || updating.isLoading}
          onSave={(body) => void save(body)}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
