import { ActionIcon, Button, Indicator, UnstyledButton } from '@mantine/core';
import classes from './header-controls.module.css';

/*
 * Every public page draws the header, and each Mantine ActionIcon, Button and Indicator in it resolved
 * its styles and wrote its variables inline on every server render (issue 34). The header's controls
 * are plain elements wearing these class lists — Mantine's own classes, so its sheet (and the server's
 * parts sheet, which finds components by them) styles them as before — with the variables in
 * header-controls.module.css. The static `mantine-*` names of the hidden-from/visible-from props are
 * Mantine's global utility classes.
 */
const ICON_BUTTON = `mantine-focus-auto mantine-active ${ActionIcon.classes.root} ${UnstyledButton.classes.root}`;
const BUTTON = `mantine-focus-auto mantine-active ${Button.classes.root} ${UnstyledButton.classes.root}`;

/** `<ActionIcon variant="subtle" color="gray" size="lg" radius="xl">`, the header's icon buttons. */
export const HEADER_ICON_BUTTON = `${ICON_BUTTON} ${classes.subtle}`;
/** The span around an icon button's icon. */
export const HEADER_ICON = ActionIcon.classes.icon;
/** A guest's login on phones: `<ActionIcon radius="xl" size="lg" hiddenFrom="sm">`. */
export const LOGIN_COMPACT = `${ICON_BUTTON} ${classes.loginCompact} mantine-hidden-from-sm`;
/** A guest's login: `<Button radius="xl" size="sm" ml={4} visibleFrom="sm">`. */
export const LOGIN = `${BUTTON} ${classes.login} mantine-visible-from-sm`;
/** The DE/EN button: `<Button variant="subtle" color="gray" radius="xl" size="compact-md" px={8}>`. */
export const LANGUAGE = `${BUTTON} ${classes.language}`;
/** Button's inner parts. */
export const BUTTON_INNER = Button.classes.inner;
export const BUTTON_LABEL = Button.classes.label;
export const BUTTON_SECTION = Button.classes.section;
/** `<Indicator size={16} offset={6}>` around the cart, and with `color="red"` around the bell. */
export const INDICATOR = `${Indicator.classes.root} ${classes.indicator}`;
export const UNREAD_INDICATOR = `${Indicator.classes.root} ${classes.unread}`;
export const INDICATOR_BADGE = Indicator.classes.indicator;
/** The search: `<TextInput radius="xl">`'s frame and its filled, round submit. */
export const SEARCH_FIELD = classes.searchField;
export const SEARCH_SUBMIT = `${ICON_BUTTON} ${classes.searchSubmit}`;

/**
 * A trigger's class list with the one a menu's or tooltip's target adds (it passes `className`, often
 * empty, which would otherwise replace the trigger's own).
 */
export const withClass = (own: string, added: string | undefined) => (added ? `${own} ${added}` : own);
