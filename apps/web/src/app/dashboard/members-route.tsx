import { MembersPage } from '../../features/members/dashboard/members-page.tsx';
import { memberStrikes } from './member-strikes.tsx';

/** `dashboard/members`: the member list, with the strikes feature's dialog behind each strike count. */
export function MembersRoute() {
  return <MembersPage strikes={memberStrikes} />;
}
