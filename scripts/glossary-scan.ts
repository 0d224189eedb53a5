import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The glossary's guard (docs/glossary.md): finds the words the glossary says not to use
 * in the texts a person reads. Only texts are read — string literals, template text and JSX
 * text, never identifiers, imports, types, object keys or comments — so `email` as a field name
 * or `resetPassword` as an action code pass, and "Resetear" in a button does not.
 */

/** One word (or phrase) the glossary replaces, and what to write instead. */
export interface ForbiddenWord {
  pattern: RegExp;
  use: string;
  /** Only in prose (a text with a space, or a capitalised word): `email` alone is a field name. */
  proseOnly?: boolean;
}

/** Letters on either side end a word; JavaScript's \b knows no accented letters. */
const word = (body: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}_])(?:${body})(?![\\p{L}\\p{N}_])`, 'iu');

export const FORBIDDEN_WORDS: readonly ForbiddenWord[] = [
  { pattern: word('resete\\p{L}*'), use: 'restablecer (la contraseña), reiniciar (la evaluación)' },
  { pattern: word('e-?mails?|mails?'), use: 'correo, correo electrónico', proseOnly: true },
  { pattern: word('períodos?'), use: 'periodo' },
  { pattern: word('en curso'), use: 'en proceso' },
  { pattern: word('sin finalizar'), use: 'no terminada (no finalizada en la app del centro)' },
  { pattern: word('colegios?|escuelas?'), use: 'centro' },
  { pattern: word('perder(?:á|án)?|salir sin guardar'), use: 'Descartar los cambios' },
  { pattern: word('rollback|anul\\p{L}*'), use: 'Deshacer, Revertir' },
  { pattern: word('lecturas?|logs?'), use: 'Accesos, Registro', proseOnly: true },
  {
    pattern: word('(?:reactiv|restaur)\\p{L}*(?: (?:el|un|los))? periodos?'),
    use: 'Reabrir (un periodo)',
  },
  // "fila(s)": the count decides the noun, as in "1 fila" / "3 filas".
  { pattern: /\p{L}\((?:s|es)\)(?!\p{L})/u, use: 'el singular o el plural según el número' },
];

/** A text of the allow-list: the specification writes it so, and it stays (docs/glossary.md). */
export interface AllowedText {
  /** The file, from the repository's root. */
  file: string;
  /** The whole text, its blanks collapsed to one space. */
  text: string;
  reason: string;
}

/** One forbidden word found in a text. */
export interface GlossaryFinding {
  file: string;
  line: number;
  text: string;
  use: string;
}

/** Tokens that are no words of a sentence: URLs and paths, snake_case, placeholders, e-mails. */
const NOT_WORDS =
  /\S*[/@]\S*|\S*_\S*|\{\{?[^}]*\}?\}|\S+\.(?:ts|tsx|js|csv|json|xlsx|pdf|html)\b/gu;
/** SQL held in strings names columns (`email`), not words. */
const SQL = /\b(?:select|insert into|update \S+ set|delete from|on conflict|returning|where)\b/i;
/**
 * The server's texts for operators (log lines, metric help, configuration errors) are English,
 * as are protocol words in capitals (`MAIL FROM`): the glossary is about the Spanish a user reads.
 */
const OPERATOR_TEXT = /^[A-Z0-9 _:-]+$|\b(?:the|must|failed|will|has|when|still|of|to|be|an)\b/;

const isProse = (text: string) => /\s/.test(text.trim()) || /^\p{Lu}/u.test(text.trim());

/**
 * The texts of a source file, each with its line and its blanks collapsed: literals, template
 * text and JSX text.
 */
export function textsOf(fileName: string, source: string): { line: number; text: string }[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const texts: { line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    // Module names, literal types and object keys are code, not text.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isLiteralTypeNode(node) || ts.isExternalModuleReference(node)) return;
    if (ts.isPropertyAssignment(node) || ts.isPropertySignature(node)) {
      if (ts.isPropertyAssignment(node)) visit(node.initializer);
      return;
    }
    const text =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
        ? node.text
        : ts.isJsxText(node)
          ? node.text
          : null;
    // One space for any run of blanks: JSX text breaks its lines as Prettier pleases.
    const shown = text?.replace(/\s+/g, ' ').trim();
    if (text && shown) {
      // A JSX text starts with the line break before it: its line is that of its first letter.
      const start =
        node.getStart() + (ts.isJsxText(node) ? text.length - text.trimStart().length : 0);
      const { line } = file.getLineAndCharacterOfPosition(start);
      texts.push({ line: line + 1, text: shown });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** The forbidden words of one source file's texts, less the allowed texts. */
export function scanSource(
  fileName: string,
  source: string,
  allowed: readonly AllowedText[] = [],
): GlossaryFinding[] {
  const findings: GlossaryFinding[] = [];
  for (const { line, text } of textsOf(fileName, source)) {
    if (SQL.test(text) || OPERATOR_TEXT.test(text)) continue;
    if (allowed.some((a) => a.file === fileName && a.text === text)) continue;
    const words = text.replace(NOT_WORDS, ' ');
    for (const rule of FORBIDDEN_WORDS) {
      if (rule.proseOnly && !isProse(text)) continue;
      if (rule.pattern.test(words)) findings.push({ file: fileName, line, text, use: rule.use });
    }
  }
  return findings;
}

/** Source files under `dir` (relative to `root`), tests, declarations and `skip` left out. */
export function sourceFiles(root: string, dir: string, skip: (file: string) => boolean): string[] {
  const files: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(join(root, path), { withFileTypes: true })) {
      const child = `${path}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(child);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
        if (!skip(child)) files.push(child);
      }
    }
  };
  walk(dir);
  return files;
}

/** Every finding in `files` (paths relative to `root`). */
export function scanFiles(
  root: string,
  files: readonly string[],
  allowed: readonly AllowedText[],
): GlossaryFinding[] {
  return files.flatMap((file) =>
    scanSource(relative(root, join(root, file)), readFileSync(join(root, file), 'utf8'), allowed),
  );
}
