// 'Langsung ke konten': the first thing Tab reaches on every screen, hidden until focused, so a keyboard user
// skips the sidebar's thirteen entries and lands on the screen itself.
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'konten';

export function SkipLink() {
  return (
    <a className={classes.link} href={`#${MAIN_CONTENT_ID}`}>
      Langsung ke konten
    </a>
  );
}
