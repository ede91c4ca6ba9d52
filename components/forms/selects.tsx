'use client';
import type { ComponentProps } from 'react';
import { NativeSelect } from '@/components/ui/input';
import { EDUCATION_LEVELS } from '@/lib/constants/curriculum';

type SelectProps = Omit<ComponentProps<'select'>, 'children'>;

/**
 * A select of `options` (each shown as it is stored) after a first empty choice reading
 * `placeholder`. With `placeholderDisabled` the empty choice only shows until one is picked.
 * Every other prop (id, value, a form library's `register(...)`) goes to the select.
 */
export function ListSelect({
  options,
  placeholder,
  placeholderDisabled,
  ...props
}: SelectProps & { options: readonly string[]; placeholder: string; placeholderDisabled?: boolean }) {
  return (
    <NativeSelect {...props}>
      <option value="" disabled={placeholderDisabled}>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </NativeSelect>
  );
}

/**
 * The year-group select: Reception to Year 13, grouped by education level ("Primary (ages
 * 4-11)", "Secondary (ages 11-18)"), after an empty "Choose a year group" choice.
 */
export function YearGroupSelect({ placeholderDisabled, ...props }: SelectProps & { placeholderDisabled?: boolean }) {
  return (
    <NativeSelect {...props}>
      <option value="" disabled={placeholderDisabled}>
        Choose a year group
      </option>
      {EDUCATION_LEVELS.map((level) => (
        <optgroup key={level.id} label={`${level.label} (ages ${level.ages})`}>
          {level.yearGroups.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </optgroup>
      ))}
    </NativeSelect>
  );
}
