import { Burger, UnstyledButton } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logOut } from '../../lib/auth';
import { INDEX_PATH } from '../../lib/config';
import { confirmLeave } from '../../lib/forms/unsaved-changes';
import { logError } from '../../lib/log';
import { resetTrailToIndex, trailStore } from '../../lib/navigation-history';
import { userStore } from '../../lib/session';
import { useStore } from '../../lib/store';
import { useStoredState } from '../../lib/stored-state';
import { LAYER } from '../../ui/layers';
import { useProgress } from '../../ui/spinner';
import { FirmSelector } from '../firms/firm-selector';
import { menuQuery, systemInfoQuery, toolbarWidgetsQuery } from '../shell-queries';
import { Breadcrumb } from './breadcrumb';
import { HotkeyLayer } from './hotkey-layer';
import { collectHotkeys, type HotkeyBinding } from './hotkeys';
import { isExternalUrl } from './menu-links';
import classes from './navbar.module.css';
import { navbarState, setMenuOpen, toggleMenu } from './navbar-state';
import { SubmenuPanel } from './submenu-panel';
import { ToolbarWidgets } from './toolbar-widgets';
import { UserAvatar } from './user-avatar';

export function LogoutLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { claim } = useProgress();
  return (
    <UnstyledButton
      className={className}
      onClick={async () => {
        if (await confirmLeave()) await claim(logOut());
      }}
    >
      {t('LOGIN.LINK_LOGOUT')}
    </UnstyledButton>
  );
}

/**
 * The desktop navigation bar (000 §2): hamburger with the main menu, home, breadcrumb, toolbar
 * widgets, firm selector, full name, avatar and logout. Also owns the menu's hotkeys.
 */
export function Navbar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { menuOpen } = useStore(navbarState);
  const user = useStoredState(userStore);
  const trail = useStore(trailStore);
  const menu = useQuery(menuQuery).data?.menu;
  const widgets = useQuery(toolbarWidgetsQuery).data?.widgets ?? [];
  const buildNumber = useQuery(systemInfoQuery).data?.buildNumber;

  const bindings = useMemo(() => {
    const { bindings: found, duplicates } = collectHotkeys(menu ?? []);
    for (const duplicate of duplicates) {
      logError(`Duplicate hotkey skipped: ${duplicate.label}`);
    }
    return found;
  }, [menu]);

  const clientFunctions: Record<string, () => void> = { toggleMenu };
  function runHotkey(binding: HotkeyBinding) {
    setMenuOpen(false);
    const clientFunction = binding.hotkey.clientFunction;
    if (clientFunction && clientFunctions[clientFunction]) {
      clientFunctions[clientFunction]();
    } else if (isExternalUrl(binding.url)) {
      window.location.assign(binding.url);
    } else {
      navigate(binding.url);
    }
  }

  return (
    <>
      <header className={classes.navbar} style={{ zIndex: LAYER.navbar + 1 }}>
        <div className={classes.hamburgerCell}>
          <Burger
            opened={menuOpen}
            onClick={toggleMenu}
            aria-label={t('NAVBAR.MAIN_MENU')}
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            size="sm"
          />
        </div>
        <Link
          to={INDEX_PATH}
          className={classes.home}
          aria-label={t('NAVBAR.HOME')}
          onClick={() => resetTrailToIndex(t('WELCOME.TITLE'))}
        >
          <IconHome size={24} stroke={1.6} aria-hidden />
        </Link>
        <Breadcrumb items={trail} />
        <ToolbarWidgets widgets={widgets} />
        <FirmSelector />
        <span className={classes.fullName}>{user.userInfo.fullName}</span>
        <UserAvatar user={user} />
        <LogoutLink className={classes.logout} />
      </header>
      <SubmenuPanel
        menu={menu ?? []}
        opened={menuOpen}
        buildNumber={buildNumber}
        onClose={() => setMenuOpen(false)}
      />
      <HotkeyLayer bindings={bindings} onTrigger={runHotkey} />
    </>
  );
}
