import type { ReactNode } from 'react';

/**
 * The package field of a license key batch, drawn by what the app composes in (the packages
 * feature's select, `app/dashboard/keys-route.tsx`): features do not import each other.
 */
export type KeyPackageField = (field: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) => ReactNode;
