import { Group, NumberInput, Text } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { parseRangeTerm, type RangeBounds, type RangeEnd, rangeTermOf } from '../range-term.ts';

interface RangeFilterProps {
  label: string;
  fromLabel: string;
  toLabel: string;
  /** The URL's term: `""`, `"2010"` or `"1990-1999"`. */
  value: string;
  bounds: RangeBounds;
  step?: number;
  decimalScale?: number;
  onChange: (term: string) => void;
  testId: string;
}

const endOf = (value: string | number): RangeEnd => (typeof value === 'number' ? value : null);

/**
 * A compact "from – to" pair. It writes the URL when a box is left or Enter is pressed, not on
 * every keystroke: "201" on the way to "2010" must not run a search.
 */
export function RangeFilter({
  label,
  fromLabel,
  toLabel,
  value,
  bounds,
  step = 1,
  decimalScale = 0,
  onChange,
  testId,
}: RangeFilterProps) {
  const [from, setFrom] = useState<RangeEnd>(null);
  const [to, setTo] = useState<RangeEnd>(null);
  // The term this filter wrote last: when it comes back through the URL, the boxes keep what
  // the user is typing (leaving "from" for "to" writes the URL before "to" is filled).
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (value === written.current) return;
    const [low, high] = parseRangeTerm(value);
    // An open end was written as the bound; show it as the empty box it came from.
    setFrom(low === bounds.min && high !== low ? null : low);
    setTo(high === bounds.max && high !== low ? null : high);
  }, [value, bounds.min, bounds.max]);

  const commit = () => {
    const term = rangeTermOf(from, to, bounds);
    written.current = term;
    if (term !== value) onChange(term);
  };
  const box = {
    min: bounds.min,
    max: bounds.max,
    step,
    decimalScale,
    hideControls: true,
    radius: 'xl' as const,
    w: 78,
    onBlur: commit,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter') commit();
    },
  };
  return (
    <Group gap={4} wrap="nowrap" data-testid={testId}>
      <Text size="sm" c="dimmed" mr={2}>
        {label}
      </Text>
      <NumberInput
        {...box}
        aria-label={`${label} ${fromLabel}`}
        placeholder={fromLabel}
        value={from ?? ''}
        onChange={(next) => setFrom(endOf(next))}
        data-testid={`${testId}-from`}
      />
      <Text size="sm" c="dimmed">
        –
      </Text>
      <NumberInput
        {...box}
        aria-label={`${label} ${toLabel}`}
        placeholder={toLabel}
        value={to ?? ''}
        onChange={(next) => setTo(endOf(next))}
        data-testid={`${testId}-to`}
      />
    </Group>
  );
}
