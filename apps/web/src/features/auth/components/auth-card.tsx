import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/layout/page-container.tsx';

/** The narrow card every sign-in, sign-up and recovery page sits in. */
export function AuthCard({
  title,
  intro,
  children,
  testId,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <PageContainer>
      <Paper withBorder radius="md" p="xl" maw={460} mx="auto" my="xl" data-testid={testId}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" size="sm">
              {intro}
            </Text>
          )}
          {children}
        </Stack>
      </Paper>
    </PageContainer>
  );
}
