import { KeysPage } from '../../features/keys/dashboard/keys-page.tsx';
import { PackageSelect } from '../../features/packages/components/package-select.tsx';

const packageField = (field: Parameters<typeof PackageSelect>[0]) => <PackageSelect {...field} />;

/** `dashboard/keys/{beta|license}`: the keys, with the packages feature's select for license batches. */
export function KeysRoute() {
  return <KeysPage packageField={packageField} />;
}
