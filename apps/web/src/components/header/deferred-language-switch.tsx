import { DeferredWidget, deferredLoader } from '../deferred/deferred-widget.tsx';
import { LanguageTrigger } from './language-trigger.tsx';

const languageSwitchLoader = deferredLoader(
  async () => (await import('./language-switch.tsx')).LanguageSwitch,
);

/** The header's language switch. */
export function DeferredLanguageSwitch() {
  return (
    <DeferredWidget
      loader={languageSwitchLoader}
      placeholder={(activate) => <LanguageTrigger onClick={activate} />}
    />
  );
}
