import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconDots } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TrailItem } from '../../lib/navigation-history';
import { BREADCRUMB_ELLIPSIS_RESERVE_PX } from '../shell-constants';
import classes from './breadcrumb.module.css';
import { layoutBreadcrumb } from './breadcrumb-layout';

function Crumb({ item, isCurrent }: { item: TrailItem; isCurrent: boolean }) {
  if (isCurrent) {
    return (
      <span className={classes.current} aria-current="page">
        {item.label}
      </span>
    );
  }
  return (
    <Link className={classes.link} to={item.fullPath}>
      {item.label}
    </Link>
  );
}

const Arrow = () => <IconChevronRight className={classes.arrow} size={14} aria-hidden />;

/** Measures the width each item (with its arrow) needs and the width the breadcrumb has. */
function useWidths(items: readonly TrailItem[]) {
  const containerRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(Number.POSITIVE_INFINITY);
  const [itemWidths, setItemWidths] = useState<number[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the items change what is measured
  useLayoutEffect(() => {
    const measured = measureRef.current?.children ?? [];
    setItemWidths(Array.from(measured, (child) => (child as HTMLElement).offsetWidth));
  }, [items]);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setAvailable(entry.contentRect.width);
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, []);

  return { containerRef, measureRef, available, itemWidths };
}

/** The navigation history as a breadcrumb with arrows; collapses into an ellipsis menu. */
export function Breadcrumb({ items }: { items: readonly TrailItem[] }) {
  const { t } = useTranslation();
  const { containerRef, measureRef, available, itemWidths } = useWidths(items);
  const layout =
    itemWidths.length === items.length
      ? layoutBreadcrumb(itemWidths, available)
      : layoutBreadcrumb(
          items.map(() => 0),
          available,
        );
  const lastIndex = items.length - 1;
  const render = (index: number, isFirst: boolean) => {
    const item = items[index];
    if (!item) return null;
    return (
      <li key={item.fullPath} className={classes.item}>
        {!isFirst && <Arrow />}
        <Crumb item={item} isCurrent={index === lastIndex} />
      </li>
    );
  };

  return (
    <nav ref={containerRef} className={classes.breadcrumb} aria-label={t('NAVBAR.BREADCRUMB')}>
      <div ref={measureRef} className={classes.measure} aria-hidden>
        {items.map((item, index) => (
          <span key={item.fullPath} className={classes.item}>
            {index > 0 && <Arrow />}
            <span className={classes.link}>{item.label}</span>
          </span>
        ))}
      </div>
      <ol className={classes.list}>
        {layout.leading.map((index) => render(index, index === 0))}
        {layout.collapsed.length > 0 && (
          <li className={classes.item}>
            <Arrow />
            <Menu position="bottom-start" withinPortal>
              <Menu.Target>
                <UnstyledButton
                  className={classes.ellipsis}
                  style={{ width: BREADCRUMB_ELLIPSIS_RESERVE_PX - 14 }}
                  aria-label={t('NAVBAR.BREADCRUMB_MORE')}
                >
                  <IconDots size={16} aria-hidden />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                {layout.collapsed.map((index) => {
                  const item = items[index];
                  return (
                    item && (
                      <Menu.Item key={item.fullPath} component={Link} to={item.fullPath}>
                        {item.label}
                      </Menu.Item>
                    )
                  );
                })}
              </Menu.Dropdown>
            </Menu>
          </li>
        )}
        {layout.trailing.map((index) => render(index, false))}
      </ol>
    </nav>
  );
}
