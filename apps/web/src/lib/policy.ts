import { type Action, can, canOnAll, type PolicySubject } from '@regal/shared';
import { useMemo } from 'react';
import { useSession } from './session.tsx';

/**
 * The shared access policy (`@regal/shared` permissions) for the logged-in user. The web only hides
 * what the server already refuses: every check here is repeated by the server.
 */
export function usePolicy() {
  const { user } = useSession();
  return useMemo(() => {
    const subject: PolicySubject | null = user
      ? { id: user.id, role: user.role, verified: user.gain_access === 1 && user['2fa_verified'] }
      : null;
    return {
      subject,
      can: (action: Action, ownerId?: number | null) => can(subject, action, ownerId),
      canOnAll: (action: Action) => canOnAll(subject, action),
    };
  }, [user]);
}
