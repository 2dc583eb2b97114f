import { Chip, Group } from '@mantine/core';
import { QUALITIES, type Quality } from './release-tech.ts';

interface QualityFilterProps {
  value: Quality[];
  onChange: (value: Quality[]) => void;
  /** How many releases each quality has; a quality without releases is disabled. */
  counts: Record<Quality, number>;
}

/** Spec §2: quality filter buttons SD, 720p, 1080p, 2160p; none selected shows all. */
export function QualityFilter({ value, onChange, counts }: QualityFilterProps) {
  return (
    <Chip.Group multiple value={value} onChange={(next) => onChange(next as Quality[])}>
      <Group gap={6} data-testid="quality-filter">
        {QUALITIES.map((quality) => (
          <Chip
            key={quality}
            value={quality}
            size="sm"
            radius="sm"
            variant="outline"
            disabled={counts[quality] === 0}
            data-testid={`quality-${quality}`}
          >
            {quality} · {counts[quality]}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
