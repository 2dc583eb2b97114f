import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeartHandshake, IconLifebuoy, IconMessageCircle, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { DonationDialog } from '../../../components/share/donation-dialog.tsx';
import { ShareDialog } from '../../../components/share/share-dialog.tsx';
import { canDonate, usePublicSettings } from '../../../components/share/use-public-settings.ts';
import { paths } from '../../../lib/paths.ts';
import { CommunityPolls } from '../../votes/components/community-polls.tsx';
import classes from './community-page.module.css';

/** `community`: how to take part – share, support, ask for help. `community/vote` leads here. */
export function CommunityPage() {
  const { t } = useTranslation('pages');
  const [share, shareControls] = useDisclosure(false);
  const [donate, donateControls] = useDisclosure(false);
  const donations = canDonate(usePublicSettings().data);

  const cards = [
    {
      key: 'share',
      icon: IconShare,
      color: 'blue',
      action: (
        <Button onClick={shareControls.open} data-testid="community-share">
          {t('community.share.action')}
        </Button>
      ),
    },
    {
      key: 'support',
      icon: IconHeartHandshake,
      color: 'pink',
      action: (
        <Button color="pink.9" onClick={donateControls.open} data-testid="community-donate">
          {t('community.support.action')}
        </Button>
      ),
    },
    {
      key: 'help',
      icon: IconLifebuoy,
      color: 'teal',
      action: (
        <Button color="teal.9" component={Link} to={paths.support()}>
          {t('community.help.action')}
        </Button>
      ),
    },
  ] as const;

  return (
    <PageContainer>
      <Stack gap="xl" data-testid="community-page">
        <div>
          <Group gap="sm">
            <ThemeIcon size="xl" radius="xl" variant="light">
              <IconMessageCircle size={22} />
            </ThemeIcon>
            <Title order={1}>{t('community.title')}</Title>
          </Group>
          <Text c="dimmed" mt="sm" maw={640}>
            {t('community.intro')}
          </Text>
        </div>
        <div className={classes.cards}>
          {cards
            .filter(({ key }) => key !== 'support' || donations)
            .map(({ key, icon: Icon, color, action }) => (
              <Card key={key} withBorder radius="lg" padding="lg">
                <Stack gap="sm" h="100%">
                  <ThemeIcon size="lg" radius="md" variant="light" color={color}>
                    <Icon size={20} />
                  </ThemeIcon>
                  <Title order={3} fz="lg">
                    {t(`community.${key}.title`)}
                  </Title>
                  <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                    {t(`community.${key}.text`)}
                  </Text>
                  <Group>{action}</Group>
                </Stack>
              </Card>
            ))}
        </div>
        <CommunityPolls />
      </Stack>
      <ShareDialog opened={share} onClose={shareControls.close} />
      <DonationDialog opened={donate} onClose={donateControls.close} />
    </PageContainer>
  );
}
