import { TextInput, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findMatch } from '../../lib/text-match';
import classes from './firm-selector.module.css';

export interface FirmOption {
  id: number;
  name: string;
}

function Highlighted({ text, query }: { text: string; query: string }) {
  const match = findMatch(text, query);
  if (!match) return <>{text}</>;
  const [start, end] = match;
  return (
    <>
      {text.slice(0, start)}
      <mark className={classes.mark}>{text.slice(start, end)}</mark>
      {text.slice(end)}
    </>
  );
}

export interface FirmListProps {
  firms: readonly FirmOption[];
  /** The filter box shows only for more firms than this (000 §2, minAmountOfFirmsBeforeSearch). */
  minAmountBeforeSearch: number;
  onSelect: (firm: FirmOption) => void;
}

/**
 * The other firms of the user. Arrow keys move between them, Enter or Space picks the focused
 * one; in the filter box Enter picks the first match; matches are highlighted.
 */
export function FirmList({ firms, minAmountBeforeSearch, onSelect }: FirmListProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  const hasFilter = firms.length > minAmountBeforeSearch;
  const shown =
    hasFilter && filter.trim() ? firms.filter((firm) => findMatch(firm.name, filter)) : firms;

  const options = () => Array.from(listRef.current?.querySelectorAll('button') ?? []);
  function focusOption(index: number) {
    const all = options();
    all[Math.max(0, Math.min(index, all.length - 1))]?.focus();
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const current = options().indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusOption(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (current <= 0 && hasFilter) filterRef.current?.focus();
      else focusOption(current - 1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusOption(event.key === 'Home' ? 0 : options().length - 1);
    }
  }

  function onFilterKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      const [first] = shown;
      if (first) onSelect(first);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusOption(0);
    }
  }

  return (
    <div className={classes.list}>
      {hasFilter && (
        <TextInput
          ref={filterRef}
          size="xs"
          mb={6}
          placeholder={t('FIRMS.FILTER')}
          aria-label={t('FIRMS.FILTER')}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          onKeyDown={onFilterKeyDown}
          data-autofocus
        />
      )}
      <ul
        ref={listRef}
        className={classes.options}
        aria-label={t('FIRMS.OTHER_FIRMS')}
        onKeyDown={onListKeyDown}
      >
        {shown.map((firm) => (
          <li key={firm.id}>
            <UnstyledButton
              className={classes.option}
              onClick={() => onSelect(firm)}
              data-firm-id={firm.id}
            >
              <Highlighted text={firm.name} query={hasFilter ? filter : ''} />
            </UnstyledButton>
          </li>
        ))}
        {shown.length === 0 && <li className={classes.empty}>{t('FIRMS.NO_MATCH')}</li>}
      </ul>
    </div>
  );
}
