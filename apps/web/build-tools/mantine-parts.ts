import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterBuild } from './after-build.ts';

/** One Mantine component's layered sheet, with the generated class names its rules style. */
export type MantinePart = { name: string; classes: string[]; css: string };

/** `dist/mantine-parts.json`: read by the server (apps/server/src/plugins/mantine-parts.ts). */
export type MantinePartsFile = { parts: MantinePart[] };

const CLASS_NAME = /\.(m_[0-9a-f]{8})\b/g;

function classesOf(css: string): string[] {
  return [...new Set([...css.matchAll(CLASS_NAME)].map((match) => match[1] as string))];
}

/**
 * Mantine's components as separate sheets, in the order of its whole sheet (a later rule of the
 * same weight wins, so a component that extends another must come after it), without those the
 * entry's style sheet already carries (the shell's components, home's, the header's menus).
 */
export function mantineParts(entryCss: string): MantinePart[] {
  const require = createRequire(import.meta.url);
  const stylesDir = path.join(path.dirname(require.resolve('@mantine/core/styles.layer.css')), 'styles');
  const whole = readFileSync(path.join(stylesDir, '..', 'styles.layer.css'), 'utf8');
  const inEntry = new Set(classesOf(entryCss));
  return readdirSync(stylesDir)
    .filter((file) => file.endsWith('.layer.css'))
    .map((file) => {
      const css = readFileSync(path.join(stylesDir, file), 'utf8');
      // Where the whole sheet has it (a file it lacks goes last).
      const found = whole.indexOf(css.slice(0, 200));
      const at = found < 0 ? Number.MAX_SAFE_INTEGER : found;
      return { name: file.replace(/\.layer\.css$/, ''), css, classes: classesOf(css), at };
    })
    .filter((part) => part.classes.length > 0 && !part.classes.every((name) => inEntry.has(name)))
    .sort((a, b) => a.at - b.at)
    .map(({ name, classes, css }) => ({ name, classes, css }));
}

/**
 * Writes `mantine-parts.json` into the build (decision 028): a server-rendered page links only the
 * Mantine sheets of the components in its HTML instead of the whole 250 KB sheet, which blocked the
 * first paint of every page but home (the whole sheet still arrives before hydration).
 */
export function mantinePartsFile(): Plugin {
  return afterBuild('regal-mantine-parts', (outDir) => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { css?: string[] }
    >;
    const entryCss = (manifest['index.html']?.css ?? [])
      .map((file) => readFileSync(path.join(outDir, file), 'utf8'))
      .join('\n');
    const file: MantinePartsFile = { parts: mantineParts(entryCss) };
    writeFileSync(path.join(outDir, 'mantine-parts.json'), JSON.stringify(file));
  });
}
