import { notifications } from '@mantine/notifications';
import type { Member, MemberRole, MemberUpdate } from '@regal/shared';
import { type Dispatch, type ReactNode, type SetStateAction, useEffect, useState } from 'react';
import { useSetMemberActive, useUpdateMember } from '../api/members.ts';
import { useConfirmedBlock } from './use-confirmed-block.tsx';

/** The row being quick-edited: the member's editable fields as the inputs hold them. */
export type MemberDraft = Required<Pick<MemberUpdate, 'id'>> & {
  role: string;
  active: boolean;
  firstname: string;
  lastname: string;
  mobile: string;
  email_verified_at: string | null;
};

export const draftOf = (member: Member): MemberDraft => ({
  id: member.id,
  role: member.role,
  active: member.active,
  firstname: member.firstname ?? '',
  lastname: member.lastname ?? '',
  mobile: member.mobile ?? '',
  email_verified_at: member.email_verified_at,
});

/** Spec 02 §8: a member change that fails shows the server's message for 5 seconds. */
function useFlash(): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), 5000);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage];
}

export interface MemberEdit {
  draft: MemberDraft | null;
  setDraft: Dispatch<SetStateAction<MemberDraft | null>>;
  saveDraft: () => void;
  saving: boolean;
  /** grants at once; asks before a block (it ends the member's sessions) */
  toggleActive: (member: Member) => void;
  /** the block question, rendered by the page */
  blockDialog: ReactNode;
  /** the last failed change's message, shown for 5 seconds */
  failure: string | null;
  flash: (message: string) => void;
}

/** The member list's quick edit: one draft row, saving it, blocking and granting access. */
export function useMemberEdit(): MemberEdit {
  const save = useUpdateMember();
  const setActive = useSetMemberActive();
  const [draft, setDraft] = useState<MemberDraft | null>(null);
  const [failure, flash] = useFlash();

  const done = (message: string) => notifications.show({ color: 'green', message });
  const saveDraft = () => {
    if (!draft) return;
    save.mutate(
      {
        id: draft.id,
        role: draft.role as MemberRole,
        active: draft.active,
        firstname: draft.firstname,
        lastname: draft.lastname,
        mobile: draft.mobile,
        email_verified_at: draft.email_verified_at,
      },
      {
        onSuccess: (answer) => {
          done(answer.message);
          setDraft(null);
        },
        onError: (error) => flash(error.message),
      },
    );
  };
  const block = useConfirmedBlock(
    async (member, active) => (await setActive.mutateAsync({ id: member.id, active })).message,
    flash,
  );
  const toggleActive = (member: Member) => block.request(member, !member.active);
  return {
    draft,
    setDraft,
    saveDraft,
    saving: save.isPending,
    toggleActive,
    blockDialog: block.dialog,
    failure,
    flash,
  };
}
