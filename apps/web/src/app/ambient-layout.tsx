import { Outlet } from 'react-router';
import classes from './layouts.module.css';

/** Wall and kiosk screens: the whole viewport, dark, no navbar. */
export default function AmbientLayout() {
  return (
    <main className={classes.ambient}>
      <Outlet />
    </main>
  );
}
