import { i18n } from './i18n.ts';

/**
 * The label of an audit action code (`entry.autoHide`, `links.check`, `key.create`) in the UI's
 * language, from the `audit-actions` namespace (issue 36: dashboard home and the audit log showed
 * the raw codes). The codes hold dots, so the key is read whole. A code without a label yet reads
 * as words ("entry · auto hide") rather than as a code.
 */
export function auditActionLabel(action: string): string {
  return i18n.t(action, {
    ns: 'audit-actions',
    keySeparator: false,
    nsSeparator: false,
    defaultValue: action
      .split('.')
      .map((part) => part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())
      .join(' · '),
  });
}
