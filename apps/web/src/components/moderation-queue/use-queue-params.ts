import { useSearchParams } from 'react-router';

/** A queue's state tab and page, kept in the address so a reload or a shared link shows the same. */
export interface QueueParams<S extends string> {
  state: S;
  page: number;
  setState: (state: S) => void;
  setPage: (page: number) => void;
}

export function useQueueParams<S extends string>(states: readonly S[], fallback: S): QueueParams<S> {
  const [params, setParams] = useSearchParams();
  const state = states.find((value) => value === params.get('state')) ?? fallback;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return {
    state,
    page,
    // A new tab starts on its first page.
    setState: (value) => setParams({ state: value }),
    setPage: (value) => setParams({ state, page: String(value) }),
  };
}
