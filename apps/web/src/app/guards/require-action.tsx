import type { Action } from '@regal/shared';
import { Outlet } from 'react-router';
import { usePolicy } from '../../lib/policy.ts';
import { ForbiddenPage } from './forbidden-page.tsx';

/**
 * A dashboard screen's guard from the access policy (spec 01 §6: role guards send to 403): the
 * screen opens only for roles its policy action allows, so a forbidden page shows the 403 page
 * instead of a load error from the server's refusal. The server checks every call again.
 */
export function RequireAction({ action }: { action: Action }) {
  const { can } = usePolicy();
  return can(action) ? <Outlet /> : <ForbiddenPage />;
}
