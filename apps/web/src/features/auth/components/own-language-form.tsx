import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LANGUAGE_CODES, type LanguageCode } from '@eval/contracts/common';
import { errorMessage } from '../../../lib/api-errors';
import { useLanguageOptions } from '../../../lib/languages';
import { notify } from '../../../lib/notify';
import { selectSessionUser, signedIn } from '../../../lib/session-slice';
import { useSetOwnLanguageMutation } from '../own-account-api';

const isCode = (value: string): value is LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(value);

/** One's own language, from the session (the sign-in's answer), saved on one's own row. */
export function OwnLanguageForm() {
  const dispatch = useDispatch();
  const user = useSelector(selectSessionUser);
  const options = useLanguageOptions();
  const [save, saving] = useSetOwnLanguageMutation();
  const saved = user?.language_id ?? '';
  const [choice, setChoice] = useState<string>(saved);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isCode(choice)) return;
    try {
      const answer = await save({ language_id: choice }).unwrap();
      if (user) dispatch(signedIn({ ...user, language_id: answer.language_id }));
      notify(answer.message);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Idioma"
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}
    >
      <TextField
        select
        label="Idioma"
        value={options.some((option) => option.code === choice) ? choice : ''}
        onChange={(event) => {
          setChoice(event.target.value);
          setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? undefined}
      >
        {options.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={saving.isLoading || choice === saved || !isCode(choice)}
        >
          Guardar idioma
        </Button>
      </Box>
    </Box>
  );
}
