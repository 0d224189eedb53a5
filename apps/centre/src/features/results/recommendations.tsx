import { requestAt } from '@eval/contracts/call-request';
import type { centreAppCalls } from '@eval/contracts/calls/centre-app';
import { centreAppRoutes } from '@eval/contracts/calls/centre-app-routes';
import type { CentreResults } from '@eval/contracts/centre-app';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/download';
import { contenidoText } from './contenido-text';

const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/** What to read or use for the weakest keys: recursos, toolkits, documentos and contenidos. */
export function Recommendations({ results }: { results: CentreResults }) {
  const { t } = useTranslation();
  const { recommendations } = results;
  const weakest = results.keys.filter((k) => recommendations.keyIds.includes(k.keyId));
  const empty =
    recommendations.recursos.length +
      recommendations.toolkits.length +
      recommendations.documentos.length +
      recommendations.contenidos.length ===
    0;
  const file = (fileId: number | null, name: string) =>
    fileId === null ? null : (
      <Button
        variant="text"
        size="small"
        onClick={() =>
          void downloadFile(
            requestAt<typeof centreAppCalls.file>(centreAppRoutes.file, {
              params: { fileId: String(fileId) },
            }),
            name,
          )
        }
      >
        {t('results.download')}
      </Button>
    );
  const link = (url: string) =>
    isWebLink(url) ? (
      <Link href={url} target="_blank" rel="noopener noreferrer">
        {t('results.open')}
      </Link>
    ) : null;

  return (
    <Box component="section" aria-labelledby="recommendations-title">
      <Typography id="recommendations-title" component="h2" variant="h6">
        {t('results.recommendations')}
      </Typography>
      {weakest.length > 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {weakest.map((k) => `${k.orden}. ${k.titulo}`).join(' · ')}
        </Typography>
      )}
      {empty && <Typography>{t('results.noRecommendations')}</Typography>}
      <Group title={t('results.recursos')} count={recommendations.recursos.length}>
        {recommendations.recursos.map((r) => (
          <Item key={r.id} title={r.titulo} text={r.descripcion}>
            {link(r.url)}
            {file(r.fileId, r.titulo)}
          </Item>
        ))}
      </Group>
      <Group title={t('results.toolkits')} count={recommendations.toolkits.length}>
        {recommendations.toolkits.map((r) => (
          <Item key={r.id} title={r.titulo} text={r.descripcion}>
            {link(r.url)}
            {file(r.fileId, r.titulo)}
          </Item>
        ))}
      </Group>
      <Group title={t('results.documentos')} count={recommendations.documentos.length}>
        {recommendations.documentos.map((d) => (
          <Item key={d.id} title={d.nombre} text={null}>
            {file(d.fileId, d.nombre)}
          </Item>
        ))}
      </Group>
      <Group title={t('results.contenidos')} count={recommendations.contenidos.length}>
        {recommendations.contenidos.map((c) => {
          const { title, text } = contenidoText(c.payload);
          return (
            <Item
              key={c.id}
              title={title ?? t('results.contenido', { id: String(c.id) })}
              text={text}
            />
          );
        })}
      </Group>
    </Box>
  );
}

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

function Item({
  title,
  text,
  children,
}: {
  title: string;
  text: string | null;
  children?: ReactNode;
}) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      {text && <Typography variant="body2">{text}</Typography>}
      {children && (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
          {children}
        </Stack>
      )}
    </Paper>
  );
}
