import type { BlogCard as BlogCardData } from '@shop/contract';
import { BlogCard } from './blog-card';
import styles from './blog-grid.module.css';

/** Cards in the first row load at once; the rest lazily (below the fold). */
const EAGER_CARDS = 3;

/** Blog cards in a grid: 3 columns large, 2 medium, 1 small (docs/requirements/content.md §Blog). */
export function BlogGrid({ blogs, label }: { blogs: BlogCardData[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {blogs.map((blog, index) => (
        <li key={blog.id} className={styles.item}>
          <BlogCard blog={blog} imageLoading={index < EAGER_CARDS ? 'eager' : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}
