import { Paper, Stack, Text } from '@mantine/core';
import { seoPreview } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import classes from './seo-preview.module.css';

/** Spec 02 §2 "Page SEO": how a search engine lists the page; the description cut at 300 + " ...". */
export function SeoPreview({
  title,
  description,
  slug,
}: {
  title: string;
  description: string;
  slug: string;
}) {
  const { t } = useTranslation('pages');
  const url = `${window.location.origin}/page/${slug || '…'}`;
  return (
    <Paper withBorder radius="md" p="md" data-testid="seo-preview" aria-label={t('editor.seoPreview')}>
      <Stack gap={2}>
        <Text size="xs" className={classes.url}>
          {url}
        </Text>
        <Text size="lg" className={classes.title} fw={500} lineClamp={1} data-testid="seo-preview-title">
          {title || t('editor.untitled')}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="seo-preview-description">
          {seoPreview(description) || t('editor.noDescription')}
        </Text>
      </Stack>
    </Paper>
  );
}
