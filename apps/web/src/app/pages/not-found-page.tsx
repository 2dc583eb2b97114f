import { NotFoundState } from '../../components/feedback/not-found-state.tsx';

/** Spec §2: unknown paths show a not-found page. */
export function NotFoundPage() {
  return <NotFoundState />;
}
