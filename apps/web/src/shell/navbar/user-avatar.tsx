import { Avatar } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { TUserState } from '../../lib/session';
import classes from './navbar.module.css';

/**
 * The server's avatar markup with its own CSS, in a shadow root so neither leaks into the page.
 * The markup comes from our own server (user info), not from user input.
 */
function ServerAvatar({ html, css, label }: { html: string; css: string; label: string }) {
  const hostRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>${css}</style>${html}`;
  }, [html, css]);
  return <span ref={hostRef} className={classes.avatar} role="img" aria-label={label} />;
}

/** The user's avatar: their picture, else the server's avatar markup, else their initials. */
export function UserAvatar({ user }: { user: TUserState }) {
  const { fullName, avatarSrc } = user.userInfo;
  if (avatarSrc) return <Avatar src={avatarSrc} alt={fullName} size={36} radius="xl" />;
  if (user.avatarInnerHtml) {
    return (
      <ServerAvatar
        html={user.avatarInnerHtml}
        css={user.avatarCssContent ?? ''}
        label={fullName}
      />
    );
  }
  return <Avatar name={fullName} color="initials" size={36} radius="xl" alt={fullName} />;
}
