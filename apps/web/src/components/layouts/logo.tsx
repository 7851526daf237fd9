import { NavLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import classes from './public-layout.module.css';

/**
 * The brand: a parcel in a rounded square and the word, centred on one line with the mark's height. The same
 * markup is painted by index.html before the JavaScript runs, so the two must stay alike.
 */
export const Logo = ({ label }: { label: string }) => (
  <NavLink to={paths.home} className={classes.logo} aria-label={label}>
    <svg className={classes.logoMark} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M8 12l8-4 8 4v9l-8 4-8-4z M8 12l8 4 8-4M16 16v9"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
    <span className={classes.logoWord}>Jetkiz</span>
  </NavLink>
);
