import { test as base, expect } from '@playwright/test';

/**
 * The `test` every spec uses (decision 013): it watches each page for Content Security Policy
 * violations (the browser's `securitypolicyviolation` event and its console report) and fails the
 * test when there was any, so the CSP never silently breaks a screen.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__regalCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __regalCspViolation?: (text: string) => void })
            .__regalCspViolation;
          report?.(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}`,
          );
        });
      });
      context.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy/i.test(text)) violations.push(text);
      });
      await use(violations);
      expect(violations, 'CSP violations reported in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
