import type { ReactNode } from 'react';
import classes from './page-container.module.css';

/** The centred content column every page uses, aligned with the header. */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={className ? `${classes.container} ${className}` : classes.container}>{children}</div>
  );
}
