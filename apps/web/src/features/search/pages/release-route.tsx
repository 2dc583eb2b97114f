import { Navigate, useSearchParams } from 'react-router';

/**
 * The named route `release` (spec 02 §2, query `bot=scene` or `q`): `?bot=scene` opens the
 * scene-release bot, anything else the search page's release mask with the name in `q`.
 */
export function ReleaseRoute() {
  const [params] = useSearchParams();
  if (params.get('bot') === 'scene') return <Navigate to="/scenebot" replace />;
  const search = new URLSearchParams({ mode: 'releases', page: '1' });
  const q = (params.get('q') ?? '').trim();
  if (q) search.set('q', q);
  return <Navigate to={`/search?${search}`} replace />;
}
