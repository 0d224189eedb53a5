import { useState } from 'react';
import Button from '@mui/material/Button';
import CampaignIcon from '@mui/icons-material/Campaign';
import type { QuizFilter } from '@eval/contracts/quizzes';
import { SendReminderDialog } from './send-reminder-dialog';

/** "Enviar recordatorio" for the filter applied in Seguimiento centros, and its dialog. */
export function SendReminderButton({ filter }: { filter: QuizFilter }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<CampaignIcon />} onClick={() => setOpen(true)}>
        Enviar recordatorio
      </Button>
      {open && <SendReminderDialog filter={filter} onClose={() => setOpen(false)} />}
    </>
  );
}
