import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./parse-release.ts', import.meta.url));

describe('parse-release CLI', () => {
  it('writes one JSON line per non-empty input line', () => {
    const input =
      'Metropolis.1927.German.DL.1080p.BluRay.x264-OPENFLiX\n\n   \nDark.S01E01.German.720p.WEB.x264-WINDEN\n';
    const out = spawnSync(process.execPath, ['--import', 'tsx', script], { input, encoding: 'utf8' });
    expect(out.status).toBe(0);
    const lines = out.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(first).toMatchObject({ name: 'Metropolis.1927.German.DL.1080p.BluRay.x264-OPENFLiX', year: 1927 });
    expect(JSON.parse(lines[1] ?? '{}')).toMatchObject({ title: 'Dark', season: 1, episode: 1 });
  });
});
