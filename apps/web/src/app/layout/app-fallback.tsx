import styles from './app-fallback.module.css';

/** Painted while the first route's chunk loads (before translations may be used). */
export function AppFallback() {
  return (
    <div className={styles.fallback} aria-hidden="true">
      <div className={styles.bar} />
      <div className={styles.spinner} />
    </div>
  );
}
