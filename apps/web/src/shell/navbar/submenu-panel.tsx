import type { TMenuTop } from '@kontor/contract';
import { Kbd, Text, Transition } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LAYER } from '../../ui/layers';
import { AppLink } from '../app-link';
import { MENU_ANIMATION_MS } from '../shell-constants';
import { describeHotkey } from './hotkeys';
import { menuIcon } from './menu-icons';
import { isLinkActive } from './menu-links';
import classes from './navbar.module.css';

export interface SubmenuPanelProps {
  menu: readonly TMenuTop[];
  opened: boolean;
  buildNumber: string | undefined;
  onClose: () => void;
}

/**
 * The main menu (000 §2): top items with icons on the left; hovering (or focusing) one
 * highlights it and shows its level 1 headings with their level 2 links. The first top item is
 * highlighted when the panel opens. Opens and closes over 300 ms.
 */
export function SubmenuPanel({ menu, opened, buildNumber, onClose }: SubmenuPanelProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [highlighted, setHighlighted] = useState(0);
  const top = menu[highlighted] ?? menu[0];

  useEffect(() => {
    if (opened) setHighlighted(0);
  }, [opened]);

  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, onClose]);

  return (
    <Transition
      mounted={opened}
      transition="slide-right"
      duration={MENU_ANIMATION_MS}
      timingFunction="ease"
    >
      {(style) => (
        <>
          <div
            className={classes.backdrop}
            style={{ zIndex: LAYER.navbar - 1 }}
            onClick={onClose}
            aria-hidden
          />
          <nav
            id="main-menu"
            className={classes.panel}
            style={{ ...style, zIndex: LAYER.navbar }}
            aria-label={t('NAVBAR.MAIN_MENU')}
          >
            <ul className={classes.topItems}>
              {menu.map((item, index) => {
                const TopIcon = menuIcon(item.icon);
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      className={classes.topItem}
                      data-highlighted={index === highlighted || undefined}
                      aria-current={index === highlighted ? 'true' : undefined}
                      onMouseEnter={() => setHighlighted(index)}
                      onFocus={() => setHighlighted(index)}
                      onClick={() => setHighlighted(index)}
                    >
                      <TopIcon size={22} stroke={1.6} aria-hidden />
                      <span>{item.label}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <div className={classes.submenus}>
              {top?.submenus.map((group) => (
                <section key={group.id} className={classes.group}>
                  <h2 className={classes.groupTitle}>{group.label}</h2>
                  <ul className={classes.links}>
                    {group.submenus.map((link) => (
                      <li key={link.id} className={classes.linkRow}>
                        <AppLink
                          url={link.url}
                          onClick={onClose}
                          className={classes.menuLink}
                          data-active={isLinkActive(link.url, location) || undefined}
                          aria-current={isLinkActive(link.url, location) ? 'page' : undefined}
                        >
                          {link.label}
                        </AppLink>
                        {link.hotkey && (
                          <span className={classes.hotkeyHint} aria-hidden>
                            {describeHotkey(link.hotkey).map((key) => (
                              <Kbd key={key} size="xs">
                                {key}
                              </Kbd>
                            ))}
                          </span>
                        )}
                        {link.createNewUrl && (
                          <AppLink
                            url={link.createNewUrl}
                            onClick={onClose}
                            className={classes.createNew}
                            aria-label={t('NAVBAR.CREATE_NEW', { label: link.label })}
                          >
                            <IconPlus size={14} aria-hidden />
                          </AppLink>
                        )}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
            <footer className={classes.panelFooter}>
              <Text size="xs" c="dimmed">
                {t('NAVBAR.NEW_TAB_HINT')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('SHELL.BUILD_NUMBER', { buildNumber: buildNumber ?? '…' })}
              </Text>
            </footer>
          </nav>
        </>
      )}
    </Transition>
  );
}
