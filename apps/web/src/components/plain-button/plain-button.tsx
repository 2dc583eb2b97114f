import { ActionIcon, Button, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

/*
 * Buttons a server render draws on every detail page (issue 34): plain <button>/<a> elements wearing
 * Mantine's Button or ActionIcon classes, as the release rows' buttons do. Each user's CSS module holds
 * the variables Mantine wrote inline for its props (entry-detail-variables.test.ts keeps them equal).
 * `mantine-focus-auto` keeps the keyboard focus ring, `mantine-active` the pressed nudge.
 */
export const BUTTON_CLASS = `mantine-focus-auto mantine-active ${Button.classes.root} ${UnstyledButton.classes.root}`;
/** A loading or disabled button's: no pressed nudge. */
export const BUTTON_CLASS_INACTIVE = `mantine-focus-auto ${Button.classes.root} ${UnstyledButton.classes.root}`;
export const ACTION_ICON_CLASS = `mantine-focus-auto mantine-active ${ActionIcon.classes.root} ${UnstyledButton.classes.root}`;

/** What <Button leftSection={left}> draws inside its root. */
export function ButtonInner({ left, children }: { left?: ReactNode; children: ReactNode }) {
  return (
    <span className={Button.classes.inner}>
      {left && (
        <span className={Button.classes.section} data-position="left">
          {left}
        </span>
      )}
      <span className={Button.classes.label}>{children}</span>
    </span>
  );
}
