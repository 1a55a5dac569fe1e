import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NUMBER_LOCALE } from '../lib/format';
import { usePageTitle } from '../lib/page-title';
import classes from './ambient-clock-page.module.css';

const timeFormat = new Intl.DateTimeFormat(NUMBER_LOCALE, { hour: '2-digit', minute: '2-digit' });
const dateFormat = new Intl.DateTimeFormat(NUMBER_LOCALE, { dateStyle: 'full' });

/** A wall screen for the warehouse and the workshop: the time and the date, large. */
export default function AmbientClockPage() {
  const { t } = useTranslation();
  usePageTitle(t('AMBIENT.CLOCK_TITLE'));
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className={classes.clock}>
      <time className={classes.time} dateTime={now.toISOString()}>
        {timeFormat.format(now)}
      </time>
      <div className={classes.date}>{dateFormat.format(now)}</div>
    </div>
  );
}
