import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { keyLabel, type ContentField, type ContentLink } from '../content-form-model';
import { DialogTextField } from './dialog-text-field';
import { RepeatedRows } from './repeated-rows';

interface ContentFieldEditorProps {
  field: ContentField;
  /** The field's refusals: `''` for the field, a row's index for that row. */
  errors: Record<string, string> | undefined;
  onChange(field: ContentField): void;
  /** Left out for the fields every content has (section and title). */
  onRemove?(): void;
}

const MONOSPACE = { spellCheck: false, style: { fontFamily: 'monospace' } };

/** A group of fields named by its legend (a list, an entry, a link). */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        m: 0,
        mt: 1,
        px: { xs: 1, sm: 1.5 },
        pb: 1,
        minWidth: 0,
      }}
    >
      <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}

/** A link's text and address, inside the group that names the link. */
function LinkInputs(props: {
  textLabel: string;
  link: ContentLink;
  error: string | undefined;
  onChange(link: ContentLink): void;
}) {
  const { link, onChange } = props;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }}>
      <DialogTextField
        label={props.textLabel}
        value={link.text}
        onChange={(text) => onChange({ ...link, text })}
      />
      <DialogTextField
        label="URL"
        placeholder="https://"
        value={link.url}
        refusal={props.error ?? null}
        onChange={(url) => onChange({ ...link, url })}
        slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
      />
    </Stack>
  );
}

/** The inputs of a field, by its kind. */
function FieldInputs({ field, errors, onChange }: ContentFieldEditorProps) {
  const label = keyLabel(field.key);
  const refusal = errors?.[''] ?? null;
  switch (field.kind) {
    case 'text':
    case 'longText':
      return (
        <DialogTextField
          label={label}
          value={field.value}
          onChange={(value) => onChange({ ...field, value })}
          multiline={field.kind === 'longText'}
          minRows={field.kind === 'longText' ? 3 : undefined}
        />
      );
    case 'number':
      return (
        <DialogTextField
          label={label}
          value={field.value}
          refusal={refusal}
          onChange={(value) => onChange({ ...field, value })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      );
    case 'boolean':
      return (
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Switch
              checked={field.value}
              onChange={(event) => onChange({ ...field, value: event.target.checked })}
            />
          }
          label={label}
        />
      );
    case 'json':
      return (
        <DialogTextField
          label={`${label} (JSON)`}
          value={field.value}
          refusal={refusal}
          onChange={(value) => onChange({ ...field, value })}
          multiline
          minRows={3}
          slotProps={{ htmlInput: MONOSPACE }}
        />
      );
    case 'textList':
      return (
        <Group legend={label}>
          <RepeatedRows
            items={field.items}
            rowName={(i) => `${label} ${i + 1}`}
            addLabel={`Añadir a ${label}`}
            empty={() => ''}
            onChange={(items) => onChange({ ...field, items })}
          >
            {(item, index) => (
              <DialogTextField
                label={`${label} ${index + 1}`}
                value={item}
                multiline
                onChange={(text) =>
                  onChange({ ...field, items: field.items.map((o, i) => (i === index ? text : o)) })
                }
              />
            )}
          </RepeatedRows>
        </Group>
      );
    case 'entryList':
      return (
        <Group legend={label}>
          <RepeatedRows
            items={field.rows}
            rowName={(i) => `${label} ${i + 1}`}
            addLabel={`Añadir a ${label}`}
            empty={() => field.keys.map(() => '')}
            onChange={(rows) => onChange({ ...field, rows })}
          >
            {(row, index) => (
              <Group legend={`${label} ${index + 1}`}>
                {field.keys.map((key, k) => (
                  <DialogTextField
                    key={key}
                    label={keyLabel(key)}
                    value={row[k] ?? ''}
                    multiline
                    onChange={(text) => {
                      const rows = field.rows.map((r, i) =>
                        i === index ? r.map((cell, c) => (c === k ? text : cell)) : r,
                      );
                      onChange({ ...field, rows });
                    }}
                  />
                ))}
              </Group>
            )}
          </RepeatedRows>
        </Group>
      );
    case 'link':
      return (
        <Group legend={label}>
          <LinkInputs
            textLabel={keyLabel(field.labelKey)}
            link={field.link}
            error={refusal ?? undefined}
            onChange={(link) => onChange({ ...field, link })}
          />
        </Group>
      );
    case 'linkList':
      return (
        <Group legend={label}>
          <RepeatedRows
            items={field.links}
            rowName={(i) => `${label} ${i + 1}`}
            addLabel={`Añadir a ${label}`}
            empty={() => ({ text: '', url: '' })}
            onChange={(links) => onChange({ ...field, links })}
          >
            {(link, index) => (
              <Group legend={`${label} ${index + 1}`}>
                <LinkInputs
                  textLabel={keyLabel(field.labelKey)}
                  link={link}
                  error={errors?.[String(index)]}
                  onChange={(changed) =>
                    onChange({
                      ...field,
                      links: field.links.map((l, i) => (i === index ? changed : l)),
                    })
                  }
                />
              </Group>
            )}
          </RepeatedRows>
        </Group>
      );
  }
}

/** One field of a content's form, with its remove button unless every content has it. */
export function ContentFieldEditor(props: ContentFieldEditorProps) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <FieldInputs {...props} />
      </Box>
      {props.onRemove && (
        <IconButton
          aria-label={`Quitar el campo ${keyLabel(props.field.key)}`}
          onClick={props.onRemove}
          sx={{ mt: 1.5 }}
        >
          <DeleteOutlinedIcon />
        </IconButton>
      )}
    </Stack>
  );
}
