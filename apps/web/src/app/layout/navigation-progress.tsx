import { useNavigation } from '../../lib/router';
import styles from './navigation-progress.module.css';

/** A thin bar at the top while a route (lazy chunk or loader) is loading; appears only after a short delay. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={styles.bar} aria-hidden="true" />;
}
