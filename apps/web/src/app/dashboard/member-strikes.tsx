import type { MemberStrikes } from '../../features/members/dashboard/member-strikes.ts';
import { StrikeDialog } from '../../features/strikes/components/strike-dialog.tsx';

/** The member and employee lists open a member's strikes in the strikes feature's dialog. */
export const memberStrikes: MemberStrikes = (member, onClose) => (
  <StrikeDialog userId={member.id} username={member.username} opened onClose={onClose} />
);
