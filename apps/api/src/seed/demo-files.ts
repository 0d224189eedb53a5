import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedDataDir } from '../paths';

/**
 * The files of the demo content, in data/demo-files/ (made by scripts/generate-demo-files.ts):
 * a centre logo and three PDF documents.
 */
export const DEMO_FILES = {
  logo: 'logo-centro.png',
  guideEs: 'guia-autoevaluacion.pdf',
  guideCa: 'guia-autoavaluacio.pdf',
  planTemplate: 'plantilla-plan-de-mejora.pdf',
} as const;
export type DemoFile = keyof typeof DEMO_FILES;

/** A demo file as the data string an upload carries (`data:…;base64,…`), as the web app sends it. */
export function demoFileDataString(file: DemoFile): string {
  const name = DEMO_FILES[file];
  const mime = name.endsWith('.png') ? 'image/png' : 'application/pdf';
  const bytes = readFileSync(join(seedDataDir(), 'demo-files', name));
  return `data:${mime};base64,${bytes.toString('base64')}`;
}
