import { useCallback } from 'react';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import { CENTRE_MESSAGES, centreCreateSchema, type Centre } from '@eval/contracts/centres';
import { FormDialog } from '../../../components/form-dialog';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { firstErrorMessage, useContractForm } from '../../../components/form/use-contract-form';
import { notify } from '../../../lib/notify';
import { useCreateCentreMutation, useUpdateCentreMutation } from '../api';
import { EMPTY_CENTRE_FORM, formFromCentre } from '../centre-form';
import { centreChoices } from './centre-choices';
import { PlaceSelects, type Place } from './place-selects';
import { notifyFailure } from '../../../lib/api-errors';

interface CentreFormDialogProps {
  /** The centre to edit, or null to create one. */
  centre: Centre | null;
  open: boolean;
  onClose(): void;
}

const CHOICES = centreChoices(null);
const ACTIVE_OPTIONS = [
  { value: 1, label: 'Sí' },
  { value: 0, label: 'No' },
] as const;
const PLACE_FIELDS = [
  'comunidades_id',
  'provincias_id_provincia',
  'municipios_id_municipio',
] as const;

/**
 * Create or edit a centre with every field, its place chosen community → province → municipality.
 * The contract checks it (spec §5); a refused save tells its first message as a notice, as the
 * spec's "Todos los campos deben estar rellenados" always was, not under the fields.
 */
export function CentreFormDialog({ centre, open, onClose }: CentreFormDialogProps) {
  const form = useContractForm(
    centreCreateSchema,
    centre ? formFromCentre(centre) : EMPTY_CENTRE_FORM,
  );
  const [createCentre, creating] = useCreateCentreMutation();
  const [updateCentre, updating] = useUpdateCentreMutation();
  const [comunidades_id, provincias_id_provincia, municipios_id_municipio] = useWatch({
    control: form.control,
    name: PLACE_FIELDS,
  });
  const { setValue, clearErrors } = form;
  const setPlace = useCallback(
    (place: Place) => {
      for (const name of PLACE_FIELDS) setValue(name, place[name]);
      clearErrors(PLACE_FIELDS);
    },
    [setValue, clearErrors],
  );

  const save = form.handleSubmit(
    async (body) => {
      try {
        if (centre) {
          await updateCentre({ id: centre.id, ...body }).unwrap();
          notify(CENTRE_MESSAGES.centreUpdated);
        } else {
          await createCentre(body).unwrap();
          notify(CENTRE_MESSAGES.centreCreated);
        }
        onClose();
      } catch (error) {
        notifyFailure(error, CENTRE_MESSAGES.serverProblem);
      }
    },
    (errors) => notify(firstErrorMessage(errors), { variant: 'error' }),
  );

  // Every field is bound to the form; a refusal is told as a notice, not under the field.
  const field = { form, hideError: true };

  // The dialog never sets a place to null: '' is its "not chosen".
  const place: Place = {
    comunidades_id: comunidades_id ?? '',
    provincias_id_provincia: provincias_id_provincia ?? '',
    municipios_id_municipio: municipios_id_municipio ?? '',
  };
  return (
    <FormDialog
      dirty={form.formState.isDirty}
      titleId="centre-form-title"
      title={centre ? `Editar ${centre.nombre}` : 'Nuevo centro'}
      open={open}
      maxWidth="md"
      busy={creating.isLoading || updating.isLoading}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
        <FormTextField {...field} name="nombre" label="Nombre" />
        <FormTextField {...field} name="codigo" label="Código" />
        <PlaceSelects value={place} onChange={setPlace} />
        <FormTextField {...field} name="cp" label="Código postal" />
        <FormTextField {...field} name="direccion" label="Dirección" />
        <FormSelectField
          {...field}
          name="ownership"
          label="Titularidad"
          options={CHOICES.ownership}
        />
        <FormSelectField {...field} name="kind" label="Tipo" options={CHOICES.kind} />
        <FormTextField {...field} name="groupby" label="Grupo" />
        <FormSelectField
          {...field}
          name="nivel_socioeconomico"
          label="Nivel socioeconómico"
          options={CHOICES.level}
        />
        <FormSelectField {...field} name="activo" label="Activo" options={ACTIVE_OPTIONS} />
      </Box>
    </FormDialog>
  );
}
