import type { ReactNode } from 'react';
import classes from './tab-list.module.css';

/** Spec 000 §3: one tab of a tab list. */
export interface Tab {
  label: string;
  icon?: ReactNode;
  navigationUrl: string;
  isSelected: boolean;
  shouldShow: boolean;
}

export interface TabLinkProps {
  href: string;
  className: string | undefined;
  'aria-current': 'page' | undefined;
  children: ReactNode;
}

export interface TabListProps {
  rows: readonly (readonly Tab[])[];
  /** Accessible name of the navigation, e.g. the page's title */
  label: string;
  /** Renders a link; a plain anchor by default, the router's Link in the app */
  renderLink?: (props: TabLinkProps) => ReactNode;
}

const renderAnchor = ({ children, ...props }: TabLinkProps) => <a {...props}>{children}</a>;

/** Rows of tabs that are links: each tab leads to its page, the selected one is the current page. */
export function TabList({ rows, label, renderLink = renderAnchor }: TabListProps) {
  const visibleRows = rows
    .map((row) => row.filter((tab) => tab.shouldShow))
    .filter((row) => row.length > 0);

  return (
    <nav aria-label={label} className={classes.nav}>
      {visibleRows.map((row) => (
        <ul key={row.map((tab) => tab.navigationUrl).join(' ')} className={classes.row}>
          {row.map((tab) => (
            <li key={tab.navigationUrl}>
              {renderLink({
                href: tab.navigationUrl,
                className: classes.tab,
                'aria-current': tab.isSelected ? 'page' : undefined,
                children: (
                  <>
                    {tab.icon}
                    {tab.label}
                  </>
                ),
              })}
            </li>
          ))}
        </ul>
      ))}
    </nav>
  );
}
