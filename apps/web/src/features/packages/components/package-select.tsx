import { Select } from '@mantine/core';
import { usePackageOptions } from '../api/packages.ts';

/** A searchable choice of package (name and version), loaded when it is first shown. */
export function PackageSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const packages = usePackageOptions(true);
  return (
    <Select
      label={label}
      data={packages.data ?? []}
      value={value}
      onChange={onChange}
      searchable
      clearable
      w={240}
    />
  );
}
