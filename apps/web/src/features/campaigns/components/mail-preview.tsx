import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { RenderedMailPreview } from '@eval/contracts/mail-templates';
import { viewerDocument } from '../../../lib/mail-viewer';

/**
 * A message in Spanish and Catalan, one tab each, in a frame sandboxed with no permissions
 * (as Correos enviados shows a sent message).
 */
export function MailPreview(props: {
  ES: RenderedMailPreview;
  CA: RenderedMailPreview;
  label: string;
}) {
  const [language, setLanguage] = useState<'ES' | 'CA'>('ES');
  const mail = props[language];
  return (
    <Box sx={{ mt: 2 }}>
      <Tabs
        value={language}
        onChange={(_e, value: 'ES' | 'CA') => setLanguage(value)}
        aria-label={`Idioma de la ${props.label}`}
      >
        <Tab value="ES" label="Castellano" />
        <Tab value="CA" label="Català" />
      </Tabs>
      <Typography sx={{ mt: 1 }} data-testid="preview-subject">
        <strong>Asunto:</strong> {mail.subject}
      </Typography>
      <iframe
        title={`${props.label} (${language === 'ES' ? 'castellano' : 'catalán'})`}
        sandbox=""
        referrerPolicy="no-referrer"
        srcDoc={viewerDocument(mail.html)}
        style={{ width: '100%', height: '40vh', border: '1px solid #ddd' }}
      />
    </Box>
  );
}
