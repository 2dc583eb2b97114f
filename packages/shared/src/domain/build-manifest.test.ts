import { describe, expect, it } from 'vitest';
import { type BuildManifest, manifestClosure } from './build-manifest.ts';

const manifest: BuildManifest = {
  'index.html': { file: 'js/index.js', isEntry: true, imports: ['_ui.js'], css: ['css/index.css'] },
  '_ui.js': { file: 'js/ui.js', css: ['css/ui.css'], imports: ['index.html'] },
  'src/page.tsx': {
    file: 'js/page.js',
    imports: ['index.html', '_ui.js', '_texts.js'],
    css: ['css/page.css'],
  },
  '_texts.js': { file: 'js/locale-de-shell.js', name: 'locale-de-shell' },
};

describe('manifestClosure', () => {
  it('follows static imports once each, cycles included, and collects their styles', () => {
    expect(manifestClosure(manifest, ['src/page.tsx'])).toEqual({
      scripts: ['js/page.js', 'js/index.js', 'js/ui.js', 'js/locale-de-shell.js'],
      styles: ['css/page.css', 'css/index.css', 'css/ui.css'],
      missing: [],
    });
  });

  it('finds a code-splitting group by its name and reports keys it does not know', () => {
    expect(manifestClosure(manifest, ['locale-de-shell', 'src/gone.tsx'])).toEqual({
      scripts: ['js/locale-de-shell.js'],
      styles: [],
      missing: ['src/gone.tsx'],
    });
  });
});
