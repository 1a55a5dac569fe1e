import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { userStore } from '../../lib/session';
import { useStore } from '../../lib/store';
import classes from './welcome-page.module.css';

/**
 * The welcome page's greeting. The nickname comes with user info and is kept in the stored user
 * state, so the greeting (the page's largest text) is drawn at once, before the welcome call
 * answers; the welcome answer's nickname is the fallback for a state stored before it had one.
 */
export function Greeting({ nickName }: { nickName?: string | undefined }) {
  const { t } = useTranslation();
  const name = useStore(userStore).userInfo.nickName ?? nickName;
  if (name === undefined) return null;
  return (
    <Title order={1} className={classes.greeting}>
      {t('WELCOME.GREETING', { name })}
    </Title>
  );
}
