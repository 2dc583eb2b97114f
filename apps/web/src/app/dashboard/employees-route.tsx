import { EmployeesPage } from '../../features/members/dashboard/employees-page.tsx';
import { memberStrikes } from './member-strikes.tsx';

/** `dashboard/employees`: the organisation's staff, with the strikes feature's dialog per person. */
export function EmployeesRoute() {
  return <EmployeesPage strikes={memberStrikes} />;
}
