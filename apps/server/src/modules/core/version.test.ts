import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_VERSION } from '@regal/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { findChangelog, parseChangelog } from '../audit/changelog.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const ctx = useTestApp();

/**
 * One version (decision 034): root package.json holds it; the footer, the service worker's update
 * notice, /api/health, the OpenAPI document and the changelog all show that one.
 */
describe('the release version', () => {
  const packageVersion = (JSON.parse(read('package.json')) as { version: string }).version;

  it('is the root package.json version and CHANGELOG.md names it newest', () => {
    expect(APP_VERSION).toBe(packageVersion);
    const changelog = findChangelog();
    expect(changelog).not.toBeNull();
    const newest = parseChangelog(readFileSync(changelog ?? '', 'utf8'))[0];
    expect(newest?.version).toBe(packageVersion);
  });

  it('is what /api/health, the OpenAPI document and the changelog timeline answer', async () => {
    expect((await ctx.app.inject({ url: '/api/health' })).json().version).toBe(packageVersion);
    expect((await ctx.app.inject({ url: '/api/docs/json' })).json().info.version).toBe(packageVersion);
  });

  it('is the one the footer and the update notice print (no second constant in the web app)', () => {
    const footer = read('apps/web/src/components/footer/app-footer.tsx');
    const worker = read('apps/web/src/pwa/service-worker.ts');
    expect(footer).toMatch(/import \{[^}]*\bAPP_VERSION\b[^}]*\} from '@regal\/shared'/);
    expect(footer).toContain('{ version: APP_VERSION }');
    expect(worker).toMatch(/import \{[^}]*\bAPP_VERSION\b[^}]*\} from '@regal\/shared'/);
    expect(worker).toContain("'common:update.installed', { version: APP_VERSION }");
    // No other place defines a version of its own.
    expect(read('apps/web/vite.config.ts')).not.toContain('__APP_VERSION__');
    expect(read('packages/shared/src/domain/constants.ts')).not.toMatch(/APP_VERSION = '/);
  });
});
