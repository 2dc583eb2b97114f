let loading: Promise<unknown> | null = null;

/**
 * Loads the whole Mantine sheet once. Home paints with the shell's components only
 * (`shell-styles.ts`); every other route awaits this before it renders, and it is fetched on idle
 * after the first paint so a navigation rarely waits for it.
 */
export function loadFullStyles(): Promise<unknown> {
  loading ??= import('./full-styles.ts');
  return loading;
}
