import { Anchor, Group, Title } from '@mantine/core';
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

export function SectionHeader({ title, id, link, children }: SectionHeaderProps) {
  return (
    <Group justify="space-between" align="end" wrap="nowrap" mb="md" gap="sm">
      <Title order={2} id={id} className={classes.title}>
        {title}
      </Title>
      {children}
      {link && (
        <Anchor component={Link} to={link.to} className={classes.link} data-testid={link.testId}>
          {link.label}
          <IconChevronRight size={16} />
        </Anchor>
      )}
    </Group>
  );
}
