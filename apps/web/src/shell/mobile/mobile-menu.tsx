import type { TMenuTop } from '@kontor/contract';
import { Accordion, Burger, Drawer } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { INDEX_PATH } from '../../lib/config';
import { useStore } from '../../lib/store';
import { LAYER } from '../../ui/layers';
import { AppLink } from '../app-link';
import { isLinkActive } from '../navbar/menu-links';
import { navbarState, setMenuOpen, toggleMenu } from '../navbar/navbar-state';
import { menuQuery } from '../shell-queries';
import classes from './mobile-bar.module.css';

const MENU_ID = 'mobile-main-menu';

/** The burger of the mobile bar: opens and closes the main menu's drawer. */
export function MobileMenuButton() {
  const { t } = useTranslation();
  const { menuOpen } = useStore(navbarState);
  return (
    <Burger
      opened={menuOpen}
      onClick={toggleMenu}
      aria-label={t('NAVBAR.MAIN_MENU')}
      aria-expanded={menuOpen}
      aria-controls={MENU_ID}
      size="sm"
    />
  );
}

function TopItemLinks({ item, onClose }: { item: TMenuTop; onClose: () => void }) {
  const location = useLocation();
  return item.submenus.map((group) => (
    <section key={group.id} className={classes.menuGroup}>
      <h3 className={classes.menuGroupTitle}>{group.label}</h3>
      <ul className={classes.menuLinks}>
        {group.submenus.map((link) => {
          const isActive = isLinkActive(link.url, location);
          return (
            <li key={link.id}>
              <AppLink
                url={link.url}
                onClick={onClose}
                className={classes.menuLink}
                aria-current={isActive ? 'page' : undefined}
              >
                {link.label}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  ));
}

/**
 * The main menu on a phone (000 §2's menu, narrow): a drawer from the left with the home link and
 * the top items as an accordion of their links. Focus stays inside while it is open; Esc, the
 * close button or a chosen link closes it and focus returns to the burger.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { menuOpen } = useStore(navbarState);
  const menu = useQuery(menuQuery).data?.menu ?? [];
  const close = () => setMenuOpen(false);
  return (
    <Drawer
      id={MENU_ID}
      opened={menuOpen}
      onClose={close}
      title={t('NAVBAR.MAIN_MENU')}
      size="85%"
      zIndex={LAYER.dialog}
      closeButtonProps={{ 'aria-label': t('UI.CLOSE') }}
    >
      <nav aria-label={t('NAVBAR.MAIN_MENU')}>
        <Link to={INDEX_PATH} className={classes.menuHome} onClick={close}>
          <IconHome size={20} stroke={1.6} aria-hidden />
          {t('NAVBAR.HOME')}
        </Link>
        <Accordion variant="filled" chevronPosition="right">
          {menu.map((item) => (
            <Accordion.Item key={item.id} value={String(item.id)}>
              <Accordion.Control>{item.label}</Accordion.Control>
              <Accordion.Panel>
                <TopItemLinks item={item} onClose={close} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </nav>
    </Drawer>
  );
}
