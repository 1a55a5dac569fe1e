import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './item-cards.module.css';

/** Below this width a list's table turns into cards (phones, 360–414 px, with room to spare). */
export const NARROW_QUERY = '(max-width: 40em)';

/** Whether the screen is a phone's: lists show cards instead of tables. */
export function useIsNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY) ?? false;
}

export interface CardField<Item> {
  label: string;
  render: (item: Item) => ReactNode;
}

interface ItemCardsProps<Item> {
  items: readonly Item[];
  /** The list's name, read by screen readers */
  label: string;
  keyOf: (item: Item) => number;
  /** The card's heading: what tells the item apart (number, name) */
  title: (item: Item) => ReactNode;
  fields: readonly CardField<Item>[];
  openUrl: (item: Item) => string;
}

/**
 * A list's page on a phone: one card per item, a link that opens it (Enter, tap), its fields as
 * label–value pairs. Nothing is wider than the screen, so the page never scrolls sideways.
 */
export function ItemCards<Item>({
  items,
  label,
  keyOf,
  title,
  fields,
  openUrl,
}: ItemCardsProps<Item>) {
  return (
    <ul className={classes.cards} aria-label={label}>
      {items.map((item) => (
        <li key={keyOf(item)}>
          <Link to={openUrl(item)} className={classes.card} data-testid="item-card">
            <span className={classes.title}>{title(item)}</span>
            <dl className={classes.fields}>
              {fields.map((field) => (
                <div key={field.label} className={classes.field}>
                  <dt>{field.label}</dt>
                  <dd>{field.render(item)}</dd>
                </div>
              ))}
            </dl>
          </Link>
        </li>
      ))}
    </ul>
  );
}
