import { createContext, type ReactNode, useContext } from 'react';

/**
 * What a page's render knows about the site around it: the public origin (for canonical and
 * OpenGraph addresses) and, on the server, where the page writes its HTTP status (decision 028).
 */
export interface RenderContextValue {
  /** PUBLIC_URL on the server; the same origin, read from the page's state, in the browser. */
  origin: string;
  /** Only on the server: the status the page answers with (a not-found state sets 404). */
  response?: { status: number };
}

const RenderContext = createContext<RenderContextValue | null>(null);

export function RenderContextProvider({
  value,
  children,
}: {
  value: RenderContextValue;
  children: ReactNode;
}) {
  return <RenderContext.Provider value={value}>{children}</RenderContext.Provider>;
}

/** The site's public origin, without a trailing slash. */
export function useSiteOrigin(): string {
  const value = useContext(RenderContext);
  if (value) return value.origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * Names the HTTP status of the page being rendered on the server (404 for what does not exist).
 * Writing to the request's own object during render is safe there: the server renders each request
 * with a fresh one and reads it once the render is done. In the browser it does nothing.
 */
export function useHttpStatus(status: number): void {
  const response = useContext(RenderContext)?.response;
  if (response) response.status = status;
}
