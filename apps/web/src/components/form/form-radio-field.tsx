import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, type PathValue } from 'react-hook-form';
import type { z } from 'zod';
import type { SelectOption } from './form-select-field';
import type { FormFieldProps } from './form-text-field';
import type { ContractSchema, Draft } from './use-contract-form';

interface RadioChoiceProps<V extends string> {
  /** Id of the group's label, which names the group. */
  labelId: string;
  label: string;
  options: readonly SelectOption<V>[];
  /** '' while none is chosen. */
  value: V | '';
  onChange(value: V): void;
  /** The options side by side rather than one under the other. */
  row?: boolean;
}

/** One choice among a few, all shown, named by its label. */
export function RadioChoice<V extends string>(props: RadioChoiceProps<V>) {
  const { labelId, label, options, value, onChange, row } = props;
  return (
    <FormControl>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        row={row}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

type FormRadioFieldProps<S extends ContractSchema, V extends string> = Pick<
  FormFieldProps<S>,
  'form' | 'name'
> &
  Omit<RadioChoiceProps<V>, 'value' | 'onChange'>;

/** A {@link RadioChoice} bound by name to a contract form; its options are the contract's values. */
export function FormRadioField<S extends ContractSchema, V extends string>(
  props: FormRadioFieldProps<S, V>,
) {
  const { form, name, ...choice } = props;
  const { field } = useController({ control: form.control, name });
  return (
    <RadioChoice
      {...choice}
      value={choice.options.find((option) => option.value === field.value)?.value ?? ''}
      onChange={(value) => field.onChange(value as PathValue<Draft<z.input<S>>, typeof name>)}
    />
  );
}
