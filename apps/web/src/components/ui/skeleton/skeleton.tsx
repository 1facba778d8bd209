import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** CSS width (default 100%). */
  width?: string | number;
  /** CSS height (default 1em). */
  height?: string | number;
  /** Keeps a box's shape while its width follows the layout (e.g. `'3 / 1'` for a banner). */
  aspectRatio?: string;
  radius?: 'sm' | 'md' | 'lg' | 'pill';
  className?: string;
}

/**
 * A grey placeholder block with a soft shimmer while content loads. Decorative: the loading
 * state itself must be announced by the caller (e.g. `aria-busy` on the list, a status text).
 */
export function Skeleton({ width = '100%', height, aspectRatio, radius = 'sm', className }: SkeletonProps) {
  const style: CSSProperties = {
    width,
    ...(height !== undefined ? { height } : aspectRatio ? {} : { height: '1em' }),
    ...(aspectRatio ? { aspectRatio } : {}),
  };
  return (
    <span
      aria-hidden="true"
      className={`${styles.skeleton} ${styles[radius]} ${className ?? ''}`}
      style={style}
      data-skeleton=""
    />
  );
}
