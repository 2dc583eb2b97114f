/**
 * Ends the current task so the browser can handle input and paint before the work after the await
 * runs (decision 028, "start-up in tasks"). On a phone's slow CPU, start-up steps that run back to
 * back in one task are one long task: the page ignores a tap until all of them are done.
 * `scheduler.yield()` resumes ahead of other queued tasks where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
