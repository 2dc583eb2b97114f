import { Button, Group } from '@mantine/core';
import type { ReferralLink } from '@regal/shared';
import { IconExternalLink } from '@tabler/icons-react';

/** The operator's referral links (file hosters); the spec's dialogs show two. */
export function ReferralButtons({ links }: { links: ReferralLink[] }) {
  if (links.length === 0) return null;
  return (
    <Group gap="sm" grow data-testid="referral-links">
      {links.slice(0, 2).map((link) => (
        <Button
          key={link.url}
          component="a"
          href={link.url}
          target="_blank"
          rel="noopener noreferrer sponsored"
          variant="light"
          rightSection={<IconExternalLink size={14} />}
          data-testid="referral-link"
        >
          {link.name}
        </Button>
      ))}
    </Group>
  );
}
