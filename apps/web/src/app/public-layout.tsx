import { Outlet } from 'react-router';
import classes from './layouts.module.css';

/** Public pages (design approval, customer portal): no navbar, no login. */
export default function PublicLayout() {
  return (
    <main className={classes.public}>
      <Outlet />
    </main>
  );
}
