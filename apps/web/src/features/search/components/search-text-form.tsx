import { ActionIcon, TextInput } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';

interface SearchTextFormProps {
  initial: string;
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
  testId?: string;
  /** In a row next to filters the field grows; on its own it keeps a readable width. */
  inRow?: boolean;
}

/** The mask's own text field; the parent keys it by the URL's text so it follows the header search. */
export function SearchTextForm({
  initial,
  label,
  placeholder,
  onSearch,
  testId = 'search-text',
  inRow = false,
}: SearchTextFormProps) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search style={inRow ? { flex: '1 1 260px', maxWidth: 560 } : { maxWidth: 560 }}>
      <form onSubmit={submit}>
        <TextInput
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          aria-label={label}
          placeholder={placeholder}
          type="search"
          radius="xl"
          leftSection={<IconSearch size={16} />}
          rightSection={
            <ActionIcon
              type="submit"
              radius="xl"
              size="md"
              aria-label={label}
              data-testid={`${testId}-submit`}
            >
              <IconArrowRight size={16} />
            </ActionIcon>
          }
          data-testid={testId}
        />
      </form>
    </search>
  );
}
