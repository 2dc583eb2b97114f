import { DeferredWidget, deferredLoader } from '../../../components/deferred/deferred-widget.tsx';
import { AppsMenuTrigger } from './apps-menu-trigger.tsx';

const appsMenuLoader = deferredLoader(async () => (await import('./apps-menu.tsx')).AppsMenu);

/** The header's apps menu (spec §2). */
export function DeferredAppsMenu() {
  return (
    <DeferredWidget
      loader={appsMenuLoader}
      placeholder={(activate) => <AppsMenuTrigger onClick={activate} />}
    />
  );
}
