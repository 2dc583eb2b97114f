import { Checkbox, CheckIcon, Chip, Group } from '@mantine/core';
import { type ChangeEvent, useId } from 'react';
import classes from './quality-filter.module.css';
import { QUALITIES, type Quality } from './release-tech.ts';

/*
 * The releases section's filters render on every detail page with releases: plain inputs and labels
 * wearing Mantine's Chip and Checkbox classes, the variables Mantine wrote inline in
 * quality-filter.module.css (issue 34). quality-filter-markup.test.ts holds the markup to what
 * <Chip.Group multiple><Chip size="sm" radius="sm" variant="outline"> and <Checkbox label> draw.
 */
const CHIP_LABEL = `${Chip.classes['label--outline']} ${Chip.classes.label}`;

interface QualityFilterProps {
  value: Quality[];
  onChange: (value: Quality[]) => void;
  /** How many releases each quality has; a quality without releases is disabled. */
  counts: Record<Quality, number>;
}

function QualityChip({
  quality,
  checked,
  count,
  onChange,
}: {
  quality: Quality;
  checked: boolean;
  count: number;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = `mantine-${useId()}`;
  const disabled = count === 0;
  return (
    <div className={`${Chip.classes.root} ${classes.chip}`} data-variant="outline" data-size="sm">
      <input
        type="checkbox"
        className={Chip.classes.input}
        checked={checked}
        onChange={onChange}
        id={id}
        disabled={disabled}
        value={quality}
        data-testid={`quality-${quality}`}
      />
      <label
        className={CHIP_LABEL}
        data-checked={checked || undefined}
        data-disabled={disabled || undefined}
        htmlFor={id}
      >
        {checked && (
          <span className={Chip.classes.iconWrapper}>
            <CheckIcon className={Chip.classes.checkIcon} />
          </span>
        )}
        <span>
          {quality} · {count}
        </span>
      </label>
    </div>
  );
}

/** Spec §2: quality filter buttons SD, 720p, 1080p, 2160p; none selected shows all. */
export function QualityFilter({ value, onChange, counts }: QualityFilterProps) {
  // As Chip.Group's `multiple`: a chip checked is added to the end, one unchecked taken out.
  const toggle = (event: ChangeEvent<HTMLInputElement>) => {
    const quality = event.currentTarget.value as Quality;
    onChange(value.includes(quality) ? value.filter((q) => q !== quality) : [...value, quality]);
  };
  return (
    <div className={`${Group.classes.root} ${classes.chips}`} data-testid="quality-filter">
      {QUALITIES.map((quality) => (
        <QualityChip
          key={quality}
          quality={quality}
          checked={value.includes(quality)}
          count={counts[quality]}
          onChange={toggle}
        />
      ))}
    </div>
  );
}

/*
 * Checkbox.classes holds its frame's (InlineInput's) classes, whose root overrides the checkbox's own
 * root class (its size and colour variables): that one is written out, and quality-filter-markup.test.ts
 * checks it against <Checkbox>.
 */
const CHECKBOX_ROOT = 'm_bf2d988c';
const CB = Checkbox.classes;

/** <Checkbox checked onChange label testId>: the fuller table's switch. */
export function PlainCheckbox({
  checked,
  onChange,
  label,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  testId: string;
}) {
  const id = `mantine-${useId()}`;
  return (
    <div
      className={`${CHECKBOX_ROOT} ${CB.root} ${classes.checkbox}`}
      data-variant="filled"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className={CB.body}>
        <div className={CB.inner} data-label-position="right">
          <input
            className={`mantine-focus-auto ${CB.input}`}
            data-with-error-styles
            id={id}
            data-testid={testId}
            type="checkbox"
            checked={checked}
            onChange={(event) => onChange(event.currentTarget.checked)}
          />
          <CheckIcon className={CB.icon} aria-hidden />
        </div>
        <div className={CB.labelWrapper}>
          <label className={CB.label} htmlFor={id}>
            {label}
          </label>
        </div>
      </div>
    </div>
  );
}
