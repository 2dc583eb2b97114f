import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AccountSectionProps {
  title: string;
  description?: ReactNode;
  testId: string;
  children: ReactNode;
}

/** One card of the account page (spec 02 §2 "Account sections"). */
export function AccountSection({ title, description, testId, children }: AccountSectionProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" data-testid={testId} aria-label={title}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
