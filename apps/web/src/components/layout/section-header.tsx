import { Anchor, Group, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './section-header.module.css';

interface SectionHeaderProps {
  title: ReactNode;
  id?: string;
  /** An optional "show all" style link on the right. */
  link?: { to: string; label: string; testId?: string };
  children?: ReactNode;
}

/*
 * Home and the detail page draw several of these: plain elements wearing Mantine's Group, Title and
 * Anchor classes, the variables Mantine wrote inline in section-header.module.css (issue 34, as the
 * header's controls; section-header-variables.test.ts).
 */
const ROW = `${Group.classes.root} ${classes.row}`;
const TITLE = `${classes.title} ${Title.classes.root}`;
const LINK = `mantine-focus-auto ${Anchor.classes.root} ${classes.link} ${Text.classes.root}`;

export function SectionHeader({ title, id, link, children }: SectionHeaderProps) {
  return (
    <div className={ROW}>
      <h2 className={TITLE} data-order="2" id={id}>
        {title}
      </h2>
      {children}
      {link && (
        <Link to={link.to} className={LINK} data-underline="hover" data-testid={link.testId}>
          {link.label}
          <IconChevronRight size={16} />
        </Link>
      )}
    </div>
  );
}
