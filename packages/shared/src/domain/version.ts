// The release version lives in one place: the root package.json's "version" (decision 034). The
// server, the web app (footer, update notice) and the OpenAPI document all read it from here; a test
// checks that CHANGELOG.md's newest heading names the same version. A named import so bundlers keep
// only this one field of package.json.
import { version } from '../../../../package.json' with { type: 'json' };

export const APP_VERSION: string = version;
