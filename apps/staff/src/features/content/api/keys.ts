/** The query keys of the blog and text page screens. */
export const blogPostsKey = ['staff', 'blog-posts'] as const;
export const blogPostKey = (id: number) => [...blogPostsKey, 'one', id] as const;
export const textPagesKey = ['staff', 'text-pages'] as const;
export const textPageKey = (id: number) => [...textPagesKey, 'one', id] as const;
