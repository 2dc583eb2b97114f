import type { SessionUser } from '@regal/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showNotice } from '../components/feedback/notices.ts';
import { logoutOnServer, sessionUserQueryKey, sessionUserQueryOptions } from './session-api.ts';
import { clearToken, onUnauthorized, readToken, storeToken, subscribeToken } from './session-token.ts';

/** The server renders every page as a guest's; the hydrating render does too, then the stored token counts. */
const guestToken = () => null;

export interface SessionValue {
  /** The user behind the stored token (also while a 2FA code is still owed). */
  user: SessionUser | null;
  /** A token is stored and its user is still loading. */
  isLoading: boolean;
  /** Logged in with every step passed (2FA included). */
  isLoggedIn: boolean;
  /** Password accepted, the 2FA code not yet. */
  twoFactorPending: boolean;
  /** Stores a new token (remembered for 365 days, or for this browser session) and loads its user. */
  login: (token: string, remember: boolean) => Promise<SessionUser>;
  /** Ends the session on the server and here. */
  logout: () => Promise<void>;
  /** Reloads the user (after 2FA, profile or verification changes). */
  refetch: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/**
 * The session store (spec §4 "Session"): no user; a stored token whose user is fetched; logout
 * clears both. A 401 on a request with a token shows the server's message and goes to login.req;
 * an unverified user (gain_access 0) is logged out and sent to login.notVerified.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const token = useSyncExternalStore(subscribeToken, readToken, guestToken);
  const userQuery = useQuery(sessionUserQueryOptions(token));
  const user = token ? (userQuery.data ?? null) : null;
  const endingRef = useRef(false);

  const forget = useCallback(() => {
    clearToken();
    queryClient.removeQueries({ queryKey: sessionUserQueryKey });
  }, [queryClient]);

  const logout = useCallback(async () => {
    endingRef.current = true;
    try {
      if (readToken()) await logoutOnServer().catch(() => undefined);
    } finally {
      forget();
      endingRef.current = false;
    }
  }, [forget]);

  const login = useCallback(
    async (next: string, remember: boolean) => {
      storeToken(next, remember);
      return queryClient.fetchQuery(sessionUserQueryOptions(next));
    },
    [queryClient],
  );

  const refetch = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionUserQueryKey });
  }, [queryClient]);

  // Spec §4/§8: a 401 while logged in → the server's message, logout, login.req.
  useEffect(
    () =>
      onUnauthorized((message) => {
        if (endingRef.current || !readToken()) return;
        showNotice({ color: 'red', title: t('session.ended'), message });
        forget();
        navigate('/login.req');
      }),
    [forget, navigate, t],
  );

  // Spec §4: gain_access 0 → logged out and sent to login.notVerified.
  useEffect(() => {
    if (user && user.gain_access === 0) {
      void logout().then(() => navigate('/login.notVerified'));
    }
  }, [user, logout, navigate]);

  const value = useMemo<SessionValue>(() => {
    const twoFactorPending = user !== null && !user['2fa_verified'];
    return {
      user,
      isLoading: token !== null && userQuery.isPending,
      isLoggedIn: user !== null && user.gain_access === 1 && !twoFactorPending,
      twoFactorPending,
      login,
      logout,
      refetch,
    };
  }, [user, token, userQuery.isPending, login, logout, refetch]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() needs a <SessionProvider> above it');
  return value;
}
