import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './status-page.module.css';

interface StatusPageProps {
  code?: string;
  title: string;
  text: string;
  actions?: ReactNode;
  testId?: string;
}

/** A centred message page: not found, errors, missing entries. */
export function StatusPage({ code, title, text, actions, testId }: StatusPageProps) {
  return (
    <section className={classes.root} data-testid={testId}>
      <Stack align="center" gap="md" maw={560}>
        {code && (
          <Text className={classes.code} aria-hidden>
            {code}
          </Text>
        )}
        <Title order={1} ta="center" className={classes.title}>
          {title}
        </Title>
        <Text c="dimmed" ta="center" size="lg">
          {text}
        </Text>
        {actions && (
          <Group justify="center" mt="md">
            {actions}
          </Group>
        )}
      </Stack>
    </section>
  );
}
